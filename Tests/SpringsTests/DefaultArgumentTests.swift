import XCTest
@testable import Springs

/// Calls with every argument left out, as Wave's and SwiftUI's documentation write them.
final class DefaultArgumentTests: XCTestCase {
    /// Wave's `SpringAnimator<CGPoint>()`: the spring defaults to `Spring.defaultAnimated`
    /// (damping ratio 1.0, response 0.82 s, Wave's `defaultAnimated`).
    func testSpringAnimatorWithoutArgumentsUsesWavesDefaultSpring() {
        let animator = SpringAnimator<CGPoint>()
        XCTAssertEqual(animator.spring, Spring(dampingRatio: 1.0, response: 0.82))
        XCTAssertNil(animator.target)
    }

    /// `.spring()` is SwiftUI's response form with its defaults: response 0.5 s, damping
    /// fraction 0.825 (the duration form is disfavoured, so the call is not ambiguous).
    func testSpringWithoutArgumentsIsTheResponseFormWithItsDefaults() {
        XCTAssertEqual(Animation.spring(), Animation.spring(response: 0.5, dampingFraction: 0.825))
        XCTAssertEqual(Animation.spring(), Animation.spring)
    }

    /// `.interactiveSpring()`: response 0.15 s, damping fraction 0.86 (SwiftUI's defaults).
    func testInteractiveSpringWithoutArgumentsIsTheResponseFormWithItsDefaults() {
        XCTAssertEqual(Animation.interactiveSpring(), Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86))
        XCTAssertEqual(Animation.interactiveSpring(), Animation.interactiveSpring)
    }

    /// The duration forms still answer when named.
    func testDurationFormsStillResolveWhenNamed() {
        XCTAssertEqual(Animation.spring(duration: 0.5), Animation.spring(Spring(duration: 0.5, bounce: 0)))
        XCTAssertEqual(Animation.interactiveSpring(duration: 0.15), Animation.spring(Spring(duration: 0.15, bounce: 0)))
    }
}
