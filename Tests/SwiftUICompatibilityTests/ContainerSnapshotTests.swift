import SceneGraph
import SceneTesting
import XCTest

/// Goldens of the container scenes (ContainerScenes.swift), looked at against iOS 17.
@MainActor
final class ContainerSnapshotTests: XCTestCase {
    /// Labeled values in a form, and disclosure groups as rows of a form.
    func testLabeledContentAndDisclosureGroupsInForms() async {
        assertSnapshot(
            of: VStack(spacing: 0) {
                AccountDetailsForm().frame(height: 270)
                FormDisclosureGroups()
            }, at: 0, size: CGSize(width: 390, height: 560))
    }

    /// Group boxes with and without a label, nested, and labeled content in a box.
    func testGroupBoxes() async {
        assertSnapshot(
            of: VStack(spacing: 0) {
                GroupBoxGallery().frame(height: 430)
                ExpenseCard()
            }, at: 0, size: CGSize(width: 390, height: 600))
    }

    /// A disclosure group outside a list opening on a tap: the chevron turns and the content
    /// fades in while the text below moves down.
    func testDisclosureGroupExpanding() async {
        let input = InputScript { Tap(at: CGPoint(x: 40, y: 26), time: 0.1) }
        assertFrames(
            of: SelfContainedDisclosure(), size: CGSize(width: 300, height: 120), input: input,
            sampling: .times([0, 0.2, 0.3, 0.45, 0.7, 1.2]), columns: 3)
    }

    /// Chained fills and strokes, and the progress view styles.
    func testChainedShapesAndProgressStyles() async {
        assertSnapshot(
            of: VStack(spacing: 0) {
                ChainedShapes()
                ProgressStyles()
            }, at: 0, size: CGSize(width: 390, height: 360))
    }
}
