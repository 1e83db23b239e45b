import Foundation

/// A stack of screens with a navigation bar (SwiftUI's `NavigationStack`, and the older
/// `NavigationView`), drawn as iOS 17 draws it: a 44 pt bar, with a large title under it
/// (34 pt bold, 16 pt from the leading edge, in 52 pt more) on the root screen when it has a
/// title, an inline title (17 pt semibold, centred) on pushed screens or with
/// `.navigationBarTitleDisplayMode(.inline)`, toolbar items at the bar's ends and a back button
/// ("‹" and the previous screen's title, accent colour) on pushed screens, and a search field
/// under the title on a `searchable` screen (52 pt more). As on iOS at the top of a scroll view,
/// the bar has no background of its own: the screen's shows through.
///
/// A `NavigationLink` tapped pushes its destination: the new screen slides in from the trailing
/// edge while the one below moves a third of the width the other way (a critically damped
/// spring of 0.5 s). Popping (the back button, `dismiss`) runs the same motion backwards: the
/// top screen slides out to the trailing edge while the one below comes back from a third of
/// the width, and the popped screen is dropped 1 s later, when the spring has settled (to 0.02 pt
/// on a 390 pt canvas). Large titles do not collapse on scrolling; `path:` bindings are
/// accepted but not driven.
public struct NavigationStack<Root: View>: View {
    let root: Root
    @State private var pushed: [PushedScreen] = []
    /// The screen sliding out after a pop, dropped from `pushed` when its motion has settled.
    @State private var popping: Int?
    @State private var registry = DestinationRegistry()
    @State private var region = SafeAreaRegion()

    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    /// `path` is accepted for source compatibility; pushes come from `NavigationLink`s.
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Root) { self.root = root() }

    /// Push and pop for the screens in `stack`; a pop marks the top screen `popping` and drops
    /// it `popDuration` later on the host's clock (at once without a host).
    private static func context(stack: Binding<[PushedScreen]>, popping: Binding<Int?>, host: SceneHost?, depth: Int) -> NavigationContext {
        weak let host = host
        /// Drops the screen that is sliding out, if any.
        func finishPop() {
            guard let id = popping.wrappedValue else { return }
            stack.wrappedValue.removeAll { $0.id == id }
            popping.wrappedValue = nil
        }
        return NavigationContext(
            pushScreen: { view, onPop in
                finishPop()
                stack.wrappedValue.append(PushedScreen(id: (stack.wrappedValue.last?.id ?? 0) + 1, view: view, onPop: onPop))
            },
            pop: {
                finishPop()
                guard let top = stack.wrappedValue.last else { return }
                top.onPop?()
                guard let host else { stack.wrappedValue.removeLast(); return }
                popping.wrappedValue = top.id
                host.schedule(at: host.time + _NavigationContainer<Root>.popDuration) {
                    if popping.wrappedValue == top.id { finishPop() }
                }
            },
            depth: depth)
    }

    public var body: some View {
        let pushed = self.pushed, popping = self.popping
        _NavigationContainer(root: root, pushed: pushed, popping: popping, region: region)
            .environment(
                \.navigationContext,
                NavigationStack.context(
                    stack: $pushed, popping: $popping, host: SceneHost.current,
                    depth: pushed.count - (popping == nil ? 0 : 1))
            )
            .environment(\.destinationRegistry, registry)
    }
}

/// The pre-iOS 16 name of the same container (SwiftUI's `NavigationView`, stack style).
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// A screen pushed onto a navigation stack.
struct PushedScreen {
    var id: Int
    var view: AnyView
    /// Runs as the screen's pop begins (a presentation binding set back to false or nil).
    var onPop: (() -> Void)? = nil
}

/// What a navigation stack offers the views inside it.
struct NavigationContext {
    var pushScreen: (AnyView, (() -> Void)?) -> Void
    var pop: () -> Void
    var depth: Int

    /// Pushes `view`; `onPop` runs when a pop of it begins.
    func push(_ view: AnyView, onPop: (() -> Void)? = nil) { pushScreen(view, onPop) }
}

struct NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

/// How a navigation title is shown (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Draws the screens, their bars and the push transition.
struct _NavigationContainer<Root: View>: View, PrimitiveView {
    typealias Body = Never
    let root: Root
    let pushed: [PushedScreen]
    /// The id of the pushed screen sliding out (the last one), if a pop is running.
    let popping: Int?
    /// The screens' safe area: under the bar.
    let region: SafeAreaRegion

    static var barHeight: CGFloat { 44 }
    static var largeTitleHeight: CGFloat { 52 }
    static var pushSpring: Spring { Spring(duration: 0.5, bounce: 0) }
    /// How long a popped screen is kept, seconds: the push spring is within 5·10⁻⁵ of rest.
    static var popDuration: Double { 1 }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = environment
        e.safeAreaRegion = region
        return e
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        var out = [ChildView(key: .slot(0), view: root)]
        let pop = environment.navigationContext?.pop ?? {}
        // `dismiss` on a pushed screen pops it.
        for screen in pushed { out.append(ChildView(key: .int(screen.id), view: screen.view.environment(\.dismiss, DismissAction(pop)))) }
        let depth = pushed.count - (popping == nil ? 0 : 1)
        if depth > 0 {
            let previousTitle = node.children.count >= depth ? NavigationBarConfiguration.of(screen: node.children[depth - 1]).title : nil
            out.append(ChildView(key: .id("back\(depth)"), view: BackButton(title: previousTitle ?? "Back", pop: pop)))
        }
        return out
    }

    /// The time a push began and how many screens there were before it.
    struct PushState: NodeAttachment {
        var count = 0
        var start = -Double.infinity
        /// The screen being popped and when its pop began.
        var popping: Int?
        var popStart = -Double.infinity
    }

    func update(node: Node, context: UpdateContext) {
        var state = node[attachment: PushState.self, default: PushState()]
        if pushed.count > state.count, node.hasBeenPlaced { state.start = context.time }
        if pushed.count < state.count { state.start = -.infinity }
        if popping != state.popping {
            state.popStart = popping == nil ? -.infinity : context.time
            state.popping = popping
        }
        state.count = pushed.count
        node[attachment: PushState.self] = state
    }

    /// The screens (root first) and the back button among the children.
    private func parts(_ node: Node) -> (screens: [Node], back: Node?) {
        var screens: [Node] = [], back: Node?
        for child in node.children {
            if case .id = child.key { back = child } else { screens.append(child) }
        }
        return (screens, back)
    }

    /// Where a screen's bar and content go, and what its bar shows.
    struct ScreenLayout {
        var bar: CGRect
        var content: CGRect
        var configuration: NavigationBarConfiguration
        var largeTitle: Bool
        /// The search field's rounded rectangle, when the screen is searchable.
        var searchField: CGRect?
    }

    /// A searchable screen's bar grows by this much under its title (iOS 17's search bar in a
    /// navigation bar): the field is 36 pt tall, 1 pt below the title's band.
    static var searchBarHeight: CGFloat { 52 }
    static var searchFieldHeight: CGFloat { 36 }

    /// The search field's inset from the screen's sides: 16 pt, the large title's, on screens
    /// 320 pt wide and wider; 8 pt on narrower ones (measured on a 300 pt canvas iOS drew, the
    /// iOS reference suite's `airsettings-stack`).
    static func searchFieldInset(width: CGFloat) -> CGFloat { width < 320 ? 8 : 16 }

    private func screenLayout(_ screen: Node, index: Int, in bounds: CGRect, environment: EnvironmentValues) -> ScreenLayout {
        var configuration = NavigationBarConfiguration.of(screen: screen)
        // A `searchable` around the stack gives its root screen the field.
        if configuration.search == nil, index == 0 { configuration.search = environment.searchFieldConfiguration }
        if configuration.hidden {
            return ScreenLayout(
                bar: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 0), content: bounds,
                configuration: configuration, largeTitle: false)
        }
        let hasTitle = !(configuration.title ?? "").isEmpty
        let large: Bool
        switch configuration.displayMode {
        case .large: large = hasTitle
        case .inline: large = false
        case .automatic: large = hasTitle && index == 0
        }
        let titled = Self.barHeight + (large ? Self.largeTitleHeight : 0)
        let height = titled + (configuration.search == nil ? 0 : Self.searchBarHeight)
        var field: CGRect?
        if configuration.search != nil {
            let inset = Self.searchFieldInset(width: bounds.width)
            field = CGRect(
                x: bounds.minX + inset, y: bounds.minY + titled + 1,
                width: max(0, bounds.width - 2 * inset), height: Self.searchFieldHeight)
        }
        return ScreenLayout(
            bar: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height),
            content: CGRect(x: bounds.minX, y: bounds.minY + height, width: bounds.width, height: max(0, bounds.height - height)),
            configuration: configuration, largeTitle: large, searchField: field)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 390, height: 844))
    }

    /// Placed screens and titles, kept for drawing.
    struct Placed: NodeAttachment {
        var titles: [TextItem?] = []
        var searchFields: [PlacedSearchField?] = []
    }

    /// A search field as placed: its rounded rectangle, where its magnifying glass goes, and its
    /// text (the prompt, or the query when there is one).
    struct PlacedSearchField {
        var field: CGRect
        var icon: CGRect
        var text: TextItem
        var isPrompt: Bool
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        let (screens, back) = parts(node)
        var placed = Placed()
        for (i, screen) in screens.enumerated() {
            let layout = screenLayout(screen, index: i, in: bounds, environment: node.environment)
            let proposal = ProposedViewSize(layout.content.size)
            region.set(full: bounds, safe: layout.content)
            let s = screen.sizeThatFits(proposal, context: context)
            screen.place(in: CGRect(origin: Alignment.center.origin(of: s, in: layout.content), size: s), proposal: proposal, context: context)
            placeToolbarItems(of: screen, in: layout.bar, leadingInset: i > 0 ? 90 : 16, context: context)
            placed.titles.append(titleItem(layout, context: context))
            placed.searchFields.append(searchField(layout, environment: node.environment, context: context))
        }
        if let back, let barTop = screens.last.map({ screenLayout($0, index: screens.count - 1, in: bounds, environment: node.environment).bar }) {
            let s = back.sizeThatFits(.unspecified, context: context)
            back.place(in: CGRect(x: barTop.minX + 8, y: barTop.minY + (Self.barHeight - s.height) / 2, width: s.width, height: s.height), context: context)
        }
        node[attachment: Placed.self] = placed
    }

    private func titleItem(_ layout: ScreenLayout, context: LayoutContext) -> TextItem? {
        guard let title = layout.configuration.title, !title.isEmpty, !layout.configuration.hidden else { return nil }
        let font = (layout.largeTitle ? Font.system(size: 34, weight: .bold) : Font.system(size: 17, weight: .semibold)).resolved
        let s = context.textMeasurer.measure(title, font: font, width: nil, lineLimit: 1)
        let bar = layout.bar
        let frame =
            layout.largeTitle
            ? CGRect(x: bar.minX + 16, y: bar.minY + Self.barHeight + (Self.largeTitleHeight - s.height) / 2 - 2, width: s.width, height: s.height)
            : CGRect(x: bar.midX - s.width / 2, y: bar.minY + (Self.barHeight - s.height) / 2, width: s.width, height: s.height)
        // The paint is set when drawn (`drawScreen`), in the scheme the stack is drawn in.
        return TextItem(string: title, font: font, paint: .color(Color.primary.resolved(in: .light)), lineLimit: 1, frame: frame)
    }

    /// The search field of a searchable screen, as iOS 17 draws it (measured in the iOS reference
    /// suite's `airsettings-stack`, @2x): the magnifying glass 8 pt inside the field's leading
    /// edge at body size, the prompt or query in 17 pt body text 6 pt after it, both centred
    /// on the field's middle.
    private func searchField(_ layout: ScreenLayout, environment: EnvironmentValues, context: LayoutContext) -> PlacedSearchField? {
        guard let field = layout.searchField, let search = layout.configuration.search, !layout.configuration.hidden else { return nil }
        var env = environment
        env.font = .body
        let iconSize = Image.symbolFrameSize(in: env)
        let icon = CGRect(x: field.minX + 8, y: field.midY - iconSize.height / 2, width: iconSize.width, height: iconSize.height)
        let isPrompt = search.text.isEmpty
        let string = isPrompt ? search.prompt : search.text
        let font = Font.body.resolved
        let textX = icon.maxX + 6
        let s = context.textMeasurer.measure(string, font: font, width: max(0, field.maxX - 8 - textX), lineLimit: 1)
        let frame = CGRect(x: textX, y: field.midY - s.height / 2, width: s.width, height: s.height)
        return PlacedSearchField(
            field: field, icon: icon,
            text: TextItem(string: string, font: font, paint: .color(Color.primary.resolved(in: .light)), lineLimit: 1, frame: frame),
            isPrompt: isPrompt)
    }

    /// Places the toolbar items of `screen` in its bar: leading items from the leading edge,
    /// trailing ones from the trailing edge, principal ones centred; 16 pt from the edges and
    /// 20 pt apart, vertically centred in the 44 pt bar.
    private func placeToolbarItems(of screen: Node, in bar: CGRect, leadingInset: CGFloat, context: LayoutContext) {
        var leadingX = bar.minX + leadingInset, trailingX = bar.maxX - 16
        let saved = context.anchorOrigin
        defer { context.anchorOrigin = saved }
        for (owner, item, placement) in ToolbarItems.of(screen: screen).reversed() where placement == .trailing {
            let s = item.sizeThatFits(.unspecified, context: context)
            trailingX -= s.width
            context.anchorOrigin = owner.frame.origin
            item.place(in: CGRect(x: trailingX, y: bar.minY + (Self.barHeight - s.height) / 2, width: s.width, height: s.height), context: context)
            trailingX -= 20
        }
        for (owner, item, placement) in ToolbarItems.of(screen: screen) where placement != .trailing {
            let s = item.sizeThatFits(.unspecified, context: context)
            let x = placement == .principal ? bar.midX - s.width / 2 : leadingX
            context.anchorOrigin = owner.frame.origin
            item.place(in: CGRect(x: x, y: bar.minY + (Self.barHeight - s.height) / 2, width: s.width, height: s.height), context: context)
            if placement == .leading { leadingX += s.width + 20 }
        }
    }

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let (screens, back) = parts(node)
        guard let top = screens.last else { return }
        let frame = node.presentedFrame(at: builder.time)
        let placed = node[attachment: Placed.self] ?? Placed()
        let push = node[attachment: PushState.self] ?? PushState()
        let elapsed = builder.time - push.start
        var progress = screens.count > 1 && elapsed < 1.5 ? min(1, max(0, Self.pushSpring.value(target: 1.0, time: max(0, elapsed)))) : 1
        // A pop is the push run backwards: progress falls from 1 to 0 on the same spring.
        let isPopping = push.popping != nil && screens.count > 1
        if isPopping {
            progress = 1 - min(1, max(0, Self.pushSpring.value(target: 1.0, time: max(0, builder.time - push.popStart))))
        }
        func drawScreen(_ index: Int, dx: CGFloat) {
            builder.withTransform(CGAffineTransform(translationX: dx, y: 0)) { b in
                b.items.append(.fill(Path(frame), FillStyle(), .color(Color.systemBackgroundColor.resolved), transform: b.transform))
                screens[index].draw(into: &b)
                if index < placed.titles.count, var title = placed.titles[index] {
                    // `.primary` of the scheme being drawn (`ColorSchemeResolution`), not of the
                    // one the layout ran in: white on the black screen in the dark.
                    title.paint = .color(Color.primary.resolved)
                    b.items.append(.text(title, transform: b.transform))
                }
                if index < placed.searchFields.count, let search = placed.searchFields[index] {
                    drawSearchField(search, environment: node.environment, into: &b)
                }
                for (_, item, _) in ToolbarItems.of(screen: screens[index]) { item.draw(into: &b) }
                if index == screens.count - (isPopping ? 2 : 1), let back { back.draw(into: &b) }
            }
        }
        var clip = GroupEffects()
        clip.clip = Path(frame)
        clip.clipTransform = builder.transform
        builder.items.append(.beginGroup(clip))
        if progress < 1 || isPopping {
            drawScreen(screens.count - 2, dx: -frame.width / 3 * CGFloat(progress))
            var shadow = GroupEffects()
            shadow.shadow = GroupEffects.Shadow(color: Color(white: 0, opacity: 0.2).resolved, radius: 8, x: 0, y: 0)
            shadow.clipTransform = builder.transform
            builder.items.append(.beginGroup(shadow))
            drawScreen(screens.count - 1, dx: frame.width * CGFloat(1 - progress))
            builder.items.append(.endGroup)
        } else {
            drawScreen(screens.count - 1, dx: 0)
        }
        _ = top
        builder.items.append(.endGroup)
    }
}

extension _NavigationContainer {
    /// The field in tertiarySystemFill with 10 pt corners, the magnifying glass and the prompt in
    /// secondaryLabel, a query in label colour, in the scheme being drawn.
    func drawSearchField(_ search: PlacedSearchField, environment: EnvironmentValues, into b: inout DisplayListBuilder) {
        let field = RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: search.field)
        b.items.append(.fill(field, FillStyle(), .color(Color.tertiarySystemFillColor.resolved), transform: b.transform))
        var env = environment
        env.font = .body
        let secondary = Paint.color(Color.secondaryLabelColor.resolved)
        b.items.append(contentsOf: Image(systemName: "magnifyingglass").symbolItems(in: search.icon, environment: env, paint: secondary, transform: b.transform))
        var text = search.text
        text.paint = search.isPrompt ? secondary : .color(Color.primary.resolved)
        b.items.append(.text(text, transform: b.transform))
    }
}

/// "‹ Title" in the accent colour; a tap pops the screen.
struct BackButton: View {
    let title: String
    let pop: () -> Void
    var body: some View {
        HStack(spacing: 4) {
            Chevron(pointsRight: false)
                .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                .frame(width: 11, height: 19)
            Text(title).foregroundColor(.accentColor)
        }
        .contentShape(Rectangle())
        .onTapGesture { pop() }
    }
}

/// A chevron (the disclosure indicator and back arrow) fitted to its frame.
struct Chevron: Shape {
    var pointsRight = true
    func path(in rect: CGRect) -> Path {
        var p = Path()
        if pointsRight {
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        } else {
            p.move(to: CGPoint(x: rect.maxX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        }
        return p
    }
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
