import Combine
import XCTest

// Combine's publishers as view models use them (docs/SwiftUI-support.md, "Combine").

final class Profile: ObservableObject {
    @Published var name = "a"
    @Published var upper = ""
    var changes = 0
    var seenInSink: [String] = []
    init() {
        $name.map { $0.uppercased() }.assign(to: &$upper)
    }
}

final class ManualModel: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var value = 0 {
        willSet { objectWillChange.send() }
    }
}

final class CombineTests: XCTestCase {
    func testJustSendsOneValueThenFinishes() {
        var got: [Int] = [], finished = false
        let c = Just(5).sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { got.append($0) })
        XCTAssertEqual(got, [5])
        XCTAssertTrue(finished)
        c.cancel()
    }

    func testPassthroughSendsToCurrentSubscribersAndStopsOnRelease() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        subject.send(1)
        var token: AnyCancellable? = subject.filter { $0 % 2 == 0 }.map { $0 * 10 }.sink { got.append($0) }
        subject.send(2); subject.send(3); subject.send(4)
        XCTAssertEqual(got, [20, 40])
        token = nil
        subject.send(6)
        XCTAssertEqual(got, [20, 40])
        XCTAssertNil(token)
    }

    func testCurrentValueSubjectSendsItsValueFirst() {
        let subject = CurrentValueSubject<String, Never>("x")
        var got: [String] = []
        var bag = Set<AnyCancellable>()
        subject.removeDuplicates().sink { got.append($0) }.store(in: &bag)
        subject.send("x"); subject.value = "y"; subject.send("y"); subject.send("z")
        XCTAssertEqual(got, ["x", "y", "z"])
        XCTAssertEqual(subject.value, "z")
        subject.send(completion: .finished)
        subject.send("w")
        XCTAssertEqual(got, ["x", "y", "z"])
    }

    func testPublishedSendsCurrentValueThenEachWriteBeforeItIsStored() {
        let p = Profile()
        var bag: [AnyCancellable] = []
        p.objectWillChange.sink { p.changes += 1 }.store(in: &bag)
        p.$name.sink { [unowned p] new in p.seenInSink.append("\(new) (stored \(p.name))") }.store(in: &bag)
        p.name = "b"
        XCTAssertEqual(p.seenInSink, ["a (stored a)", "b (stored a)"])
        XCTAssertEqual(p.upper, "B", "assign(to: &$upper) follows $name")
        XCTAssertEqual(p.changes, 2, "objectWillChange for name, then for upper through assign(to:)")
    }

    func testEraseAndAssignOn() {
        final class Box { var v = 0 }
        let box = Box()
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.eraseToAnyPublisher()
        let c = erased.assign(to: \.v, on: box)
        subject.send(9)
        XCTAssertEqual(box.v, 9)
        c.cancel()
        subject.send(10)
        XCTAssertEqual(box.v, 9)
    }

    func testAnObjectMayDeclareItsOwnWillChangeSubject() {
        let m = ManualModel()
        var n = 0
        let c = m.objectWillChange.sink { n += 1 }
        m.value = 3
        XCTAssertEqual(n, 1)
        c.cancel()
    }

    func testCombineLatestAndMerge() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var pairs: [String] = [], merged: [Int] = []
        let c1 = a.combineLatest(b).map { "\($0)\($1)" }.sink { pairs.append($0) }
        let c2 = a.merge(with: Just(0)).sink { merged.append($0) }
        a.send(1); b.send("x"); a.send(2); b.send("y")
        XCTAssertEqual(pairs, ["1x", "2x", "2y"])
        XCTAssertEqual(merged, [0, 1, 2])
        _ = (c1, c2)
    }

    /// `drop(untilOutputFrom:)` sends upstream's values from the gate's first value on;
    /// `prefix(untilOutputFrom:)` sends them until the gate's first value, then finishes.
    func testDropAndPrefixUntilOutputFrom() {
        let values = PassthroughSubject<Int, Never>(), gate = PassthroughSubject<Void, Never>()
        var dropped: [Int] = [], prefixed: [Int] = [], prefixFinished = false
        let c1 = values.drop(untilOutputFrom: gate).sink { dropped.append($0) }
        let c2 = values.prefix(untilOutputFrom: gate)
            .sink(receiveCompletion: { _ in prefixFinished = true }, receiveValue: { prefixed.append($0) })
        values.send(1)
        values.send(2)
        gate.send(())
        values.send(3)
        gate.send(())
        values.send(4)
        XCTAssertEqual(dropped, [3, 4])
        XCTAssertEqual(prefixed, [1, 2])
        XCTAssertTrue(prefixFinished)
        _ = (c1, c2)
    }

    /// `prefix(while:)` finishes at the first value that fails the predicate (and sends no more);
    /// `prefix(_:)`, `first()` and `first(where:)` finish after their values; `drop(while:)`
    /// sends everything from the first value that fails the predicate.
    func testPrefixWhileFirstAndDropWhile() {
        let values = PassthroughSubject<Int, Never>()
        var whileValues: [Int] = [], whileFinished = false, two: [Int] = [], first: [Int] = [], firstEven: [Int] = []
        var dropped: [Int] = []
        let tokens = [
            values.prefix(while: { $0 < 3 })
                .sink(receiveCompletion: { _ in whileFinished = true }, receiveValue: { whileValues.append($0) }),
            values.prefix(2).sink { two.append($0) },
            values.first().sink { first.append($0) },
            values.first(where: { $0 % 2 == 0 }).sink { firstEven.append($0) },
            values.drop(while: { $0 < 3 }).sink { dropped.append($0) },
        ]
        for v in [1, 2, 3, 1, 4] { values.send(v) }
        XCTAssertEqual(whileValues, [1, 2])
        XCTAssertTrue(whileFinished)
        XCTAssertEqual(two, [1, 2])
        XCTAssertEqual(first, [1])
        XCTAssertEqual(firstEven, [2])
        XCTAssertEqual(dropped, [3, 1, 4])
        XCTAssertEqual(Just(7).first(where: { $0 > 5 }).collectValues(), [7])
        _ = tokens
    }
}

extension Publisher where Failure == Never {
    /// The values a publisher sends synchronously on subscription.
    fileprivate func collectValues() -> [Output] {
        var values: [Output] = []
        _ = sink { values.append($0) }
        return values
    }
}
