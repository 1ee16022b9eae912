public import KheperCore

/// A field value type that names the control an editor shows for it, such as a duration field.
public protocol PresentedValueType: FieldValueType {
    /// The control an editor shows for a field of this type when its spec names none.
    var formInput: FieldInput { get }
}
