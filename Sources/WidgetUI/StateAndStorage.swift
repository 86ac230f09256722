// The property wrappers widget views declare, as SwiftUI declares them: `@State`,
// `@Binding`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `@AppStorage`,
// with Combine's `ObservableObject` and `@Published` (Combine is not on Linux).
//
// A widget is drawn once per entry and never updates in place, so each wrapper does what
// it does in a static snapshot on iOS: `@State` holds its initial value, an object is
// made once when the view is, and `@AppStorage` reads the `UserDefaults` store (the
// standard one, or `store:`, such as an app group's suite the test seeded) when the view's
// body reads it. Writes go where they go on iOS (the state box, the store).

import Foundation

/// A value a view owns, as SwiftUI's `@State`: its initial value, in a snapshot.
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    public init() where Value: ExpressibleByNilLiteral { box = Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A value read and written elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// A binding that always reads `value`.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { member in
                var value = self.wrappedValue
                value[keyPath: keyPath] = member
                self.wrappedValue = value
            })
    }
}

/// An object views observe, as Combine's `ObservableObject`.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// Announces a change; a snapshot is drawn once, so nobody listens.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What `objectWillChange` gives, as Combine's `ObservableObjectPublisher`.
public struct ObservableObjectPublisher: Sendable {
    public init() {}
    public func send() {}
}

/// A property whose changes an `ObservableObject` announces, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    public var projectedValue: Published<Value> { self }
}

/// Bindings to an observed object's properties (`$model.name`).
@dynamicMemberLookup
public struct ObservedObjectWrapper<ObjectType: ObservableObject> {
    let object: ObjectType
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Member>) -> Binding<Member> {
        let object = self.object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An object a view makes and owns, as SwiftUI's `@StateObject`: made once, when the
/// view is built.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let object: ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
    public var wrappedValue: ObjectType { object }
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: object) }
}

/// An object a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }
}

/// An object set by an ancestor with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`. Reading one no ancestor set is an error in SwiftUI; here it stops
/// the test with a message that names the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            preconditionFailure(
                "no \(ObjectType.self) in the environment: set one with .environmentObject(_:) around the view")
        }
        return object
    }
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }
}

extension View {
    /// Puts an object in the environment of this view, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _BuiltInModifier> {
        modifier(_BuiltInModifier(environment: { $0.objects[ObjectIdentifier(T.self)] = object }) { nodes, _ in nodes })
    }
}

/// A value of the `UserDefaults` store, as SwiftUI's `@AppStorage`: read when the body
/// reads it, the default when the store has none (or holds another type).
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults?
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(
        key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.read = read
        self.write = write
    }

    public var wrappedValue: Value {
        get { read(store ?? .standard, key) ?? defaultValue }
        nonmutating set { write(store ?? .standard, key, newValue) }
    }
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    /// A value read as `object(forKey:)`, nil when absent or of another type.
    private static func plain<T>(_ type: T.Type) -> (UserDefaults, String) -> T? {
        { store, key in store.object(forKey: key) as? T }
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain(Bool.self)) {
            $0.set($2, forKey: $1)
        }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain(Int.self)) {
            $0.set($2, forKey: $1)
        }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { store, key in
                let value = store.object(forKey: key)
                return value as? Double ?? (value as? Int).map(Double.init)
            }
        ) { $0.set($2, forKey: $1) }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain(String.self)) {
            $0.set($2, forKey: $1)
        }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.url(forKey: $1) }) {
            $0.set($2, forKey: $1)
        }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain(Data.self)) {
            $0.set($2, forKey: $1)
        }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain(Date.self)) {
            $0.set($2, forKey: $1)
        }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { store, key in (store.object(forKey: key) as? String).flatMap(Value.init(rawValue:)) }
        ) { $0.set($2.rawValue, forKey: $1) }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { store, key in (store.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) }
        ) { $0.set($2.rawValue, forKey: $1) }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(
            key: key, defaultValue: nil, store: store,
            read: { store, key in (store.object(forKey: key) as? String).map { $0 } }
        ) { store, key, value in
            if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
        }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(
            key: key, defaultValue: nil, store: store,
            read: { store, key in (store.object(forKey: key) as? Int).map { $0 } }
        ) { store, key, value in
            if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
        }
    }
}
