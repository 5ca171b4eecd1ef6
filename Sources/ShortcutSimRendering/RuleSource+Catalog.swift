import ShortcutSimCore

extension RuleSource {
    /// `UIApplicationDelegate.application(_:performActionFor:completionHandler:)`.
    public static let performActionFor = RuleSource(
        name: "UIApplicationDelegate `application(_:performActionFor:completionHandler:)`",
        url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performactionfor:completionhandler:)")
    /// `UIApplicationDelegate.application(_:willFinishLaunchingWithOptions:)`.
    public static let willFinishLaunching = RuleSource(
        name: "UIApplicationDelegate `application(_:willFinishLaunchingWithOptions:)`",
        url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)")
    /// `UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)`.
    public static let didFinishLaunching = RuleSource(
        name: "UIApplicationDelegate `application(_:didFinishLaunchingWithOptions:)`",
        url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)")
    /// `UIApplication.LaunchOptionsKey.shortcutItem`.
    public static let launchOptionsShortcutItem = RuleSource(
        name: "`UIApplication.LaunchOptionsKey.shortcutItem`",
        url: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/shortcutitem")
    /// `UIApplication.shortcutItems`.
    public static let shortcutItems = RuleSource(
        name: "`UIApplication.shortcutItems`",
        url: "https://developer.apple.com/documentation/uikit/uiapplication/shortcutitems")
    /// `UIApplicationShortcutItem`.
    public static let shortcutItem = RuleSource(
        name: "`UIApplicationShortcutItem`",
        url: "https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem")
    /// `UIApplicationShortcutItem.localizedTitle`: one line, or two without a subtitle.
    public static let localizedTitle = RuleSource(
        name: "`UIApplicationShortcutItem.localizedTitle`",
        url: "https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/localizedtitle")
    /// `UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)`.
    public static let windowScenePerformActionFor = RuleSource(
        name: "UIWindowSceneDelegate `windowScene(_:performActionFor:completionHandler:)`",
        url: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)")
    /// `UIScene.ConnectionOptions.shortcutItem`.
    public static let connectionOptionsShortcutItem = RuleSource(
        name: "`UIScene.ConnectionOptions.shortcutItem`",
        url: "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem")
    /// `UIApplicationDelegate.application(_:configurationForConnecting:options:)`: called when UIKit creates a new scene.
    public static let configurationForConnecting = RuleSource(
        name: "UIApplicationDelegate `application(_:configurationForConnecting:options:)`",
        url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)")
    /// `UISceneSession`: a session lives until the user closes the scene in the app switcher.
    public static let sceneSession = RuleSource(
        name: "`UISceneSession`",
        url: "https://developer.apple.com/documentation/uikit/uiscenesession")
    /// `UISceneActivationConditions`.
    public static let sceneActivationConditions = RuleSource(
        name: "`UISceneActivationConditions`",
        url: "https://developer.apple.com/documentation/uikit/uisceneactivationconditions")
    /// The article "Managing your app's life cycle": with scenes, UIKit uses the scene delegates.
    public static let managingLifeCycle = RuleSource(
        name: "Managing your app's life cycle",
        url: "https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle")
    /// The article "Preparing your UI to run in the foreground": launch, willEnterForeground, activation.
    public static let preparingForeground = RuleSource(
        name: "Preparing your UI to run in the foreground",
        url: "https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-foreground")
    /// The earlier revision of `application(_:willFinishLaunchingWithOptions:)`, whose return value names quick actions.
    public static let willFinishLaunchingEarlier = RuleSource(
        name: "UIApplicationDelegate `application(_:willFinishLaunchingWithOptions:)`, earlier revision",
        url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/1623032-application")
    /// The earlier revision of `application(_:didFinishLaunchingWithOptions:)`, which says how the two return values combine.
    public static let didFinishLaunchingEarlier = RuleSource(
        name: "UIApplicationDelegate `application(_:didFinishLaunchingWithOptions:)`, earlier revision",
        url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/1622921-application")
    /// `UIApplicationDelegate.applicationWillEnterForeground(_:)`.
    public static let willEnterForeground = RuleSource(
        name: "UIApplicationDelegate `applicationWillEnterForeground(_:)`",
        url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)")
    /// The article "About the background execution sequence": a launch into the background.
    public static let backgroundExecutionSequence = RuleSource(
        name: "About the background execution sequence",
        url: "https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence")
    /// The SDK header UIApplication.h, which has no public page.
    public static let applicationHeader = RuleSource(
        name: "SDK header UIApplication.h (\"… except when -application:willFinishLaunchingWithOptions: or -application:didFinishLaunchingWithOptions returns NO\")")
    /// The SDK header UIApplicationShortcutItem.h, which has no public page.
    public static let shortcutItemHeader = RuleSource(name: "SDK header UIApplicationShortcutItem.h")
    /// The Information Property List key `UIApplicationShortcutItems`.
    public static let infoPlistKey = RuleSource(
        name: "Information Property List: `UIApplicationShortcutItems`",
        url: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationshortcutitems")
    /// The Human Interface Guidelines page on Home Screen quick actions.
    public static let humanInterfaceGuidelines = RuleSource(
        name: "Human Interface Guidelines: Home Screen quick actions",
        url: "https://developer.apple.com/design/human-interface-guidelines/home-screen-quick-actions")
    /// Apple's app-delegate sample "ApplicationShortcuts" (2015/2017), archived; cited by name.
    public static let applicationShortcutsSample = RuleSource(name: "Apple sample \"ApplicationShortcuts\" (2015/2017, app delegate)")
    /// Apple's scene sample "Add Home Screen quick actions" (iOS 13).
    public static let sceneSample = RuleSource(
        name: "Apple sample \"Add Home Screen quick actions\" (iOS 13, scenes)",
        url: "https://developer.apple.com/documentation/uikit/add-home-screen-quick-actions")
    /// react-native-quick-actions PR #62: the action handled twice on a cold launch.
    public static let reactNativePR62 = RuleSource(
        name: "react-native-quick-actions PR #62 (handled twice on cold launch)",
        url: "https://github.com/jordanbyron/react-native-quick-actions/pull/62")
    /// flutter/plugins PR #3811: handling the cold start when a launch method returns NO.
    public static let flutterPluginsPR3811 = RuleSource(
        name: "flutter/plugins PR #3811 (cold start)",
        url: "https://github.com/flutter/plugins/pull/3811")
    /// flutter/flutter issue #130243: with scenes, the cold-start action is not delivered.
    public static let flutterIssue130243 = RuleSource(
        name: "flutter/flutter #130243 (scenes: cold start not delivered)",
        url: "https://github.com/flutter/flutter/issues/130243")
    /// The reference's reading of decompiled UIKitCore: what one build does, not a contract.
    public static let uikitCore = RuleSource(name: "UIKitCore, iOS 26.1 (decompiled; one build, not a contract)")
    /// Developer reports the reference collected, without a single public address.
    public static let developerReports = RuleSource(name: "Developer reports collected by the reference")

    /// A seed article of `shared/seeds/`, by its file name.
    public static func seed(_ file: String) -> RuleSource { RuleSource(name: "Seed article \(file)") }

    /// Every source with a public address, in a fixed order.
    public static let linked: [RuleSource] = [
        .performActionFor, .willFinishLaunching, .didFinishLaunching, .launchOptionsShortcutItem, .shortcutItems,
        .shortcutItem, .localizedTitle, .windowScenePerformActionFor, .connectionOptionsShortcutItem, .configurationForConnecting,
        .sceneSession, .sceneActivationConditions, .managingLifeCycle, .preparingForeground, .willFinishLaunchingEarlier,
        .didFinishLaunchingEarlier, .willEnterForeground, .backgroundExecutionSequence, .infoPlistKey, .humanInterfaceGuidelines, .sceneSample, .reactNativePR62, .flutterPluginsPR3811, .flutterIssue130243,
    ]

    /// The sources to read for a rule, strongest first; empty for a rule this table does not know yet.
    ///
    /// The reference lists its main sources once; this table says which of them stand behind each rule,
    /// following the rule's confidence marks (DOC: Apple's pages and samples, IMPL: UIKitCore, OBS: reports).
    public static func sources(for rule: RuleID) -> [RuleSource] {
        switch rule.rawValue {
        case "A1.1": return [.willFinishLaunching, .didFinishLaunching, .performActionFor, .preparingForeground, .applicationHeader, .uikitCore, .flutterPluginsPR3811]
        case "A1.2": return [.uikitCore]
        case "A1.3": return [.launchOptionsShortcutItem, .willFinishLaunching, .didFinishLaunching, .uikitCore]
        case "A1.4": return [.performActionFor, .launchOptionsShortcutItem]
        case "A2.1": return [.applicationHeader, .performActionFor, .willFinishLaunching, .flutterPluginsPR3811]
        case "A2.2": return [.performActionFor, .willFinishLaunching, .applicationShortcutsSample]
        case "A2.3": return [.applicationHeader, .uikitCore]
        case "A2.4": return [.uikitCore]
        case "A2.5": return [.willFinishLaunching, .didFinishLaunching]
        case "A2.6": return [.uikitCore, .applicationShortcutsSample]
        case "A2.7": return [.reactNativePR62]
        case "A3.1": return [.performActionFor, .reactNativePR62]
        case "A3.2": return [.developerReports]
        case "A3.3", "A3.4", "A4.2", "A4.3", "A5.2", "A5.4", "E4", "B2.2", "B3.2": return [.uikitCore]
        case "A4.1": return [.humanInterfaceGuidelines]
        case "A5.1": return [.performActionFor, .windowScenePerformActionFor]
        case "A6.1": return [.uikitCore, .performActionFor, .launchOptionsShortcutItem]
        case "A7.1": return [.willFinishLaunching, .didFinishLaunching]
        case "A7.3": return [.developerReports]
        case "A7.4": return [.developerReports]
        case "A7.5": return [.managingLifeCycle, .preparingForeground, .uikitCore, .developerReports]
        case "B1.1": return [.connectionOptionsShortcutItem, .sceneSample, .willFinishLaunching, .didFinishLaunching]
        case "B1.2": return [.sceneSample, .windowScenePerformActionFor, .connectionOptionsShortcutItem, .uikitCore]
        case "B1.3": return [.sceneSample]
        case "B1.4": return [.configurationForConnecting, .sceneSession, .uikitCore, .developerReports]
        case "B2.1": return [.windowScenePerformActionFor, .sceneSample]
        case "B3.1": return [.performActionFor]
        case "B3.3": return [.willFinishLaunching, .didFinishLaunching, .launchOptionsShortcutItem, .flutterIssue130243]
        case "B3.4": return [.developerReports]
        case "B4.1": return [.sceneActivationConditions, .shortcutItem]
        case "B4.2": return [.sceneActivationConditions]
        case "G10": return [.applicationShortcutsSample, .sceneSample, .flutterPluginsPR3811]
        case "C1.1", "C1.5": return [.infoPlistKey]
        case "C1.4": return [.sceneSample, .infoPlistKey]
        case "C3.3": return [.shortcutItem, .infoPlistKey]
        case "C1.2": return [.shortcutItem, .shortcutItemHeader]
        case "C1.3": return [.localizedTitle, .humanInterfaceGuidelines]
        case "C2.2": return [.humanInterfaceGuidelines, .sceneSample]
        case "C1.6": return [.shortcutItems, .shortcutItem, .infoPlistKey]
        case "C2.1": return [.shortcutItems, .shortcutItem, .infoPlistKey, .humanInterfaceGuidelines]
        case "C2.3": return [.humanInterfaceGuidelines, .developerReports]
        case "C3.1": return [.uikitCore, .applicationShortcutsSample]
        case "C3.2": return [.shortcutItems, .seed("002_103bd69852906c44.txt")]
        case "C3.4": return [.shortcutItem]
        case "C4.1": return [.shortcutItem]
        case "C5.1": return [.infoPlistKey, .shortcutItemHeader]
        case "E1": return [.sceneSample, .humanInterfaceGuidelines]
        default: return []
        }
    }
}
