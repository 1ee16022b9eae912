/// The port through which a store keeps the lifter's settings on this device: text values under names, such as
/// `unit` → `lb`.
///
/// A store keeps whatever name and value it is given; which settings exist, the values each allows and its default
/// are the host's to declare and check. Settings are not part of the training log's history and do not sync.
public protocol SettingsStore: AnyObject, Sendable {
    /// Every stored setting's value, by name; a setting never stored (or reset) is absent.
    /// - Throws: ``TrainingLogError`` `log.storage` when the store cannot be read.
    func settings() throws(TrainingLogError) -> [String: String]

    /// Stores `value` under `name`, replacing what was stored; `nil` removes the setting, so its default applies.
    /// - Throws: ``TrainingLogError`` `log.storage` when the store cannot be written.
    func storeSetting(_ name: String, value: String?) throws(TrainingLogError)
}
