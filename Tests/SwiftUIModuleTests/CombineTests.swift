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
}
