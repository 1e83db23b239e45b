import Foundation
import SceneGraph

/// A SwiftUI view made from a UIKit view (SwiftUI's `UIViewRepresentable`).
///
/// Its life is SwiftUI's: `makeCoordinator()` and `makeUIView(context:)` run once, when the view
/// first appears, and the view and coordinator are kept for as long as the representable keeps
/// its identity; `updateUIView(_:context:)` runs on every update of the representable (the first
/// one included), and `dismantleUIView(_:coordinator:)` when it disappears. The UIKit view is
/// drawn as `UIView` describes (background, text, images, subviews); see `UIView` for what is
/// not. Its size is `sizeThatFits(_:uiView:context:)` when that answers, else the view's
/// intrinsic size in the dimensions it has one, else the proposed size.
public protocol UIViewRepresentable: View where Body == UIViewRepresentableHost<Self> {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The type of `makeCoordinator()`'s answer; `Void` when the representable has none.
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The size for `proposal`; nil (the default) takes the intrinsic or proposed size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public var body: UIViewRepresentableHost<Self> {
        UIViewRepresentableHost(
            make: { makeCoordinator() }, makeView: { makeUIView(context: $0) }, update: { updateUIView($0, context: $1) },
            dismantle: { Self.dismantleUIView($0, coordinator: $1) }, size: { sizeThatFits($0, uiView: $1, context: $2) },
            view: { $0 })
    }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a representable's methods are given (SwiftUI's `UIViewRepresentableContext`).
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update (its animation, when one is running).
    public var transaction: Transaction
    /// The environment the representable sits in.
    public var environment: EnvironmentValues
}

/// A SwiftUI view made from a UIKit view controller (SwiftUI's
/// `UIViewControllerRepresentable`), with the same life as `UIViewRepresentable`; the
/// controller's `view` is drawn.
public protocol UIViewControllerRepresentable: View where Body == UIViewRepresentableHost<Self> {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public var body: UIViewRepresentableHost<Self> {
        UIViewRepresentableHost(
            make: { makeCoordinator() }, makeView: { makeUIViewController(context: $0) },
            update: { updateUIViewController($0, context: $1) },
            dismantle: { Self.dismantleUIViewController($0, coordinator: $1) },
            size: { sizeThatFits($0, uiViewController: $1, context: $2) }, view: { $0.view })
    }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a controller representable's methods are given (SwiftUI's
/// `UIViewControllerRepresentableContext`).
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A representable's body: it keeps the UIKit object and the coordinator in state across
/// updates, runs the representable's methods at the points of SwiftUI's life cycle, and draws
/// the UIKit view. Made by the representable protocols' `body`; not made directly.
public struct UIViewRepresentableHost<Representable: View>: View {
    /// The UIKit object (a view or a controller) and coordinator, kept while the view lives.
    @MainActor final class Store {
        var object: AnyObject?
        var coordinator: Any?
    }

    let make: () -> Any
    let makeView: (Any) -> AnyObject
    let update: (AnyObject, Any) -> Void
    let dismantle: (AnyObject, Any) -> Void
    let size: (ProposedViewSize, AnyObject, Any) -> CGSize?
    let view: (AnyObject) -> UIView
    @State private var store = Store()
    @Environment(\.self) private var environment

    init<Object: AnyObject, Coordinator, Context: RepresentableContext>(
        make: @escaping () -> Coordinator, makeView: @escaping (Context) -> Object, update: @escaping (Object, Context) -> Void,
        dismantle: @escaping (Object, Coordinator) -> Void, size: @escaping (ProposedViewSize, Object, Context) -> CGSize?,
        view: @escaping (Object) -> UIView
    ) where Context.Coordinator == Coordinator {
        self.make = { make() }
        self.makeView = { makeView($0 as! Context) }
        self.update = { update($0 as! Object, $1 as! Context) }
        self.dismantle = { dismantle($0 as! Object, $1 as! Coordinator) }
        self.size = { size($0, $1 as! Object, $2 as! Context) }
        self.view = { view($0 as! Object) }
        self.makeContext = { Context(coordinator: $0 as! Coordinator, transaction: $1, environment: $2) }
    }

    let makeContext: (Any, Transaction, EnvironmentValues) -> Any

    public var body: some View {
        let coordinator = store.coordinator ?? make()
        store.coordinator = coordinator
        let context = makeContext(coordinator, Transaction.current, environment)
        let object = store.object ?? makeView(context)
        store.object = object
        update(object, context)
        let uiView = view(object)
        let store = store
        return RepresentedView(uiView: uiView, fixedSize: { size($0, object, context) })
            .onDisappear {
                if let object = store.object, let coordinator = store.coordinator { dismantle(object, coordinator) }
                store.object = nil
                store.coordinator = nil
            }
    }
}

/// The contexts' common shape, so that one host serves both representable protocols.
@MainActor
protocol RepresentableContext {
    associatedtype Coordinator
    init(coordinator: Coordinator, transaction: Transaction, environment: EnvironmentValues)
}

extension UIViewRepresentableContext: RepresentableContext {}
extension UIViewControllerRepresentableContext: RepresentableContext {}

/// A UIKit view drawn at the size its representable chooses (see `UIViewRepresentable`).
struct RepresentedView: View {
    let uiView: UIView
    let fixedSize: (ProposedViewSize) -> CGSize?

    var body: some View {
        RepresentedLayout(uiView: uiView, fixedSize: fixedSize) { uiView.drawing() }
    }
}

/// Sizes a represented view: the representable's answer; else, per dimension, the proposal,
/// no larger than the view's intrinsic size where its hugging priority is `.defaultHigh` or
/// more and no smaller where its compression resistance is above `.defaultHigh`; where the
/// proposal is unspecified, the intrinsic size, else 10 pt.
struct RepresentedLayout: Layout {
    let uiView: UIView
    let fixedSize: (ProposedViewSize) -> CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let size = fixedSize(proposal), size.width.isFinite, size.height.isFinite {
            return CGSize(width: max(0, size.width), height: max(0, size.height))
        }
        let intrinsic = uiView.intrinsicContentSize
        func pick(_ own: CGFloat, _ proposed: CGFloat?, _ axis: NSLayoutConstraint.Axis) -> CGFloat {
            let known = own >= 0 && own.isFinite
            guard let proposed, proposed.isFinite else { return known ? own : 10 }
            var size = max(0, proposed)
            guard known else { return size }
            if uiView.contentHuggingPriority(for: axis) >= .defaultHigh { size = min(size, own) }
            if uiView.contentCompressionResistancePriority(for: axis) > .defaultHigh { size = max(size, own) }
            return size
        }
        return CGSize(width: pick(intrinsic.width, proposal.width, .horizontal), height: pick(intrinsic.height, proposal.height, .vertical))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        uiView.frame.size = bounds.size
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// A UIKit view controller (UIKit's `UIViewController`), for `UIViewControllerRepresentable`:
/// its `view` (made by `loadView()`, a plain view by default, on first use, followed by
/// `viewDidLoad()`) is what is drawn. Presentation and containment are not run.
@MainActor
open class UIViewController {
    private var loadedView: UIView?
    /// The controller's view.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView() }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }
    /// Whether `view` has been made.
    public var isViewLoaded: Bool { loadedView != nil }
    open var title: String?
    public private(set) var children: [UIViewController] = []

    public init() {}
    public required init?(coder: NSCoder) { return nil }

    /// Makes `view`; sets a plain view by default.
    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Keeps `child` among `children` (its view is drawn only if added as a subview).
    open func addChild(_ child: UIViewController) { children.append(child) }
    open func removeFromParent() {}
    open func didMove(toParent parent: UIViewController?) {}
}

/// A controller whose view draws a SwiftUI view (SwiftUI's `UIHostingController`).
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view drawn.
    public var rootView: Content {
        didSet { (view as? HostingView)?.root = AnyView(rootView) }
    }
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    public required init?(coder: NSCoder) { return nil }
    open override func loadView() { view = HostingView(root: AnyView(rootView)) }
}

/// The view of a hosting controller: its SwiftUI view over the background.
@MainActor
final class HostingView: UIView {
    var root: AnyView
    init(root: AnyView) {
        self.root = root
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { return nil }
    /// The root view centred in the controller's view, as a hosting view places it.
    override func content() -> AnyView { AnyView(root.frame(maxWidth: .infinity, maxHeight: .infinity)) }
}
