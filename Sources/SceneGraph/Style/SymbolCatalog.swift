import Foundation

/// SF Symbol names mapped to glyphs of Google's Material Icons font (Apache License 2.0,
/// Debian's `fonts-material-design-icons-iconfont`, installed by `make`): the private-use code
/// point of the Material icon that looks most like each symbol (the Material name is in the
/// comment). SF Symbols cannot ship outside Apple's platforms, so the glyphs differ from iOS's
/// on purpose: the same meaning and size, another drawing. Outline and `.fill` variants map to
/// Material's outlined and filled icons where the font has both, else to the same glyph.
enum SymbolCatalog {
    /// The font family the glyphs come from.
    static let fontFamily = "Material Icons"

    /// The glyph for an SF Symbol name, or nil for a name the catalogue does not know. A
    /// `.fill` name the catalogue lacks draws its outline form's glyph (`hand.raised.fill` as
    /// `hand.raised`), as the outline and filled forms of many symbols share a Material glyph.
    static func codePoint(for name: String) -> UInt32? {
        if let known = table[name] { return known }
        guard name.hasSuffix(".fill") else { return nil }
        return table[String(name.dropLast(5))]
    }

    /// Number of SF Symbol names the catalogue maps.
    static var count: Int { table.count }

    /// Whether `name` has a `.fill` variant in the catalogue (for `.symbolVariant(.fill)`).
    static func filledName(for name: String) -> String? {
        if name.hasSuffix(".fill") { return name }
        let filled = name + ".fill"
        return table[filled] != nil ? filled : nil
    }

    private static let table: [String: UInt32] = [
        "heart": 0xE87E, // favorite_border
        "heart.fill": 0xE87D, // favorite
        "heart.slash": 0xEAC2, // heart_broken
        "star": 0xE83A, // star_border
        "star.fill": 0xE838, // star
        "star.leadinghalf.filled": 0xE839, // star_half
        "checkmark": 0xE5CA, // check
        "checkmark.circle": 0xE92D, // check_circle_outline
        "checkmark.circle.fill": 0xE86C, // check_circle
        "checkmark.square": 0xE834, // check_box
        "checkmark.square.fill": 0xE834, // check_box
        "xmark": 0xE5CD, // close
        "xmark.circle": 0xE888, // highlight_off
        "xmark.circle.fill": 0xE5C9, // cancel
        "plus": 0xE145, // add
        "plus.circle": 0xE148, // add_circle_outline
        "plus.circle.fill": 0xE147, // add_circle
        "plus.square": 0xE146, // add_box
        "minus": 0xE15B, // remove
        "minus.circle": 0xE15D, // remove_circle_outline
        "minus.circle.fill": 0xE15C, // remove_circle
        "trash": 0xE92E, // delete_outline
        "trash.fill": 0xE872, // delete
        "gear": 0xE8B8, // settings
        "gearshape": 0xE8B8, // settings
        "gearshape.fill": 0xE8B8, // settings
        "person": 0xE7FF, // person_outline
        "person.fill": 0xE7FD, // person
        "person.circle": 0xE853, // account_circle
        "person.circle.fill": 0xE853, // account_circle
        "person.crop.circle": 0xE853, // account_circle
        "person.crop.circle.fill": 0xE853, // account_circle
        "person.2": 0xE7FC, // people_outline
        "person.2.fill": 0xE7FB, // people
        "person.badge.plus": 0xE7FE, // person_add
        "person.3": 0xF233, // groups
        "magnifyingglass": 0xE8B6, // search
        "chevron.left": 0xE5CB, // chevron_left
        "chevron.right": 0xE5CC, // chevron_right
        "chevron.backward": 0xE5CB, // chevron_left
        "chevron.forward": 0xE5CC, // chevron_right
        "chevron.up": 0xE5CE, // expand_less
        "chevron.down": 0xE5CF, // expand_more
        "arrow.left": 0xE5C4, // arrow_back
        "arrow.right": 0xE5C8, // arrow_forward
        "arrow.backward": 0xE5C4, // arrow_back
        "arrow.forward": 0xE5C8, // arrow_forward
        "arrow.up": 0xE5D8, // arrow_upward
        "arrow.down": 0xE5DB, // arrow_downward
        "arrow.up.right": 0xF1E1, // north_east
        "arrow.down.left": 0xF1E5, // south_west
        "arrow.clockwise": 0xE5D5, // refresh
        "arrow.counterclockwise": 0xE042, // replay
        "arrow.triangle.2.circlepath": 0xE627, // sync
        "arrow.uturn.backward": 0xE166, // undo
        "arrow.uturn.forward": 0xE15A, // redo
        "arrow.up.arrow.down": 0xE8D5, // swap_vert
        "arrow.left.arrow.right": 0xE8D4, // swap_horiz
        "arrow.up.circle": 0xF182, // arrow_circle_up
        "arrow.down.circle": 0xF181, // arrow_circle_down
        "arrow.up.circle.fill": 0xF182, // arrow_circle_up
        "arrow.down.circle.fill": 0xF181, // arrow_circle_down
        "arrow.up.left.and.arrow.down.right": 0xF1CE, // open_in_full
        "arrow.down.right.and.arrow.up.left": 0xF1CF, // close_fullscreen
        "play": 0xE037, // play_arrow
        "play.fill": 0xE037, // play_arrow
        "play.circle": 0xE039, // play_circle_outline
        "play.circle.fill": 0xE038, // play_circle_filled
        "pause": 0xE034, // pause
        "pause.fill": 0xE034, // pause
        "pause.circle": 0xE036, // pause_circle_outline
        "pause.circle.fill": 0xE035, // pause_circle_filled
        "stop": 0xE047, // stop
        "stop.fill": 0xE047, // stop
        "backward.fill": 0xE020, // fast_rewind
        "forward.fill": 0xE01F, // fast_forward
        "backward.end.fill": 0xE045, // skip_previous
        "forward.end.fill": 0xE044, // skip_next
        "shuffle": 0xE043, // shuffle
        "repeat": 0xE040, // repeat
        "bell": 0xE7F5, // notifications_none
        "bell.fill": 0xE7F4, // notifications
        "bell.badge": 0xE7F7, // notifications_active
        "bell.slash": 0xE7F6, // notifications_off
        "house": 0xE88A, // home
        "house.fill": 0xE88A, // home
        "square.and.arrow.up": 0xE6B8, // ios_share
        "square.and.arrow.down": 0xE2C4, // file_download
        "square.and.pencil": 0xE745, // edit_note
        "pencil": 0xE3C9, // edit
        "pencil.circle": 0xE3C9, // edit
        "folder": 0xE2C8, // folder_open
        "folder.fill": 0xE2C7, // folder
        "doc": 0xE24D, // insert_drive_file
        "doc.fill": 0xE24D, // insert_drive_file
        "doc.text": 0xE873, // description
        "doc.on.doc": 0xE14D, // content_copy
        "doc.on.clipboard": 0xE14F, // content_paste
        "scissors": 0xE14E, // content_cut
        "paperplane": 0xE163, // send
        "paperplane.fill": 0xE163, // send
        "envelope": 0xE0E1, // mail_outline
        "envelope.fill": 0xE158, // mail
        "tray": 0xE156, // inbox
        "tray.fill": 0xE156, // inbox
        "tray.full": 0xE97F, // all_inbox
        "tray.full.fill": 0xE97F, // all_inbox
        "tray.and.arrow.down": 0xE168, // move_to_inbox
        "tray.and.arrow.down.fill": 0xE168, // move_to_inbox
        "archivebox": 0xE149, // archive
        "archivebox.fill": 0xE149, // archive
        "phone": 0xE0CD, // phone
        "phone.fill": 0xE0CD, // phone
        "message": 0xE0CB, // chat_bubble_outline
        "message.fill": 0xE0CA, // chat_bubble
        "bubble.left": 0xE0CB, // chat_bubble_outline
        "bubble.left.fill": 0xE0CA, // chat_bubble
        "camera": 0xE412, // photo_camera
        "camera.fill": 0xE412, // photo_camera
        "photo": 0xE3F4, // image
        "photo.fill": 0xE3F4, // image
        "mic": 0xE02A, // mic_none
        "mic.fill": 0xE029, // mic
        "mic.slash": 0xE02B, // mic_off
        "speaker.wave.2": 0xE050, // volume_up
        "speaker.wave.2.fill": 0xE050, // volume_up
        "speaker.slash": 0xE04F, // volume_off
        "speaker.slash.fill": 0xE04F, // volume_off
        "lock": 0xE899, // lock_outline
        "lock.fill": 0xE897, // lock
        "lock.open": 0xE898, // lock_open
        "key": 0xE0DA, // vpn_key
        "bookmark": 0xE867, // bookmark_border
        "bookmark.fill": 0xE866, // bookmark
        "tag": 0xE54E, // local_offer
        "flag": 0xE16E, // outlined_flag
        "flag.fill": 0xE153, // flag
        "calendar": 0xE935, // calendar_today
        "clock": 0xE8B5, // schedule
        "clock.fill": 0xE924, // watch_later
        "alarm": 0xE855, // alarm
        "timer": 0xE425, // timer
        "stopwatch": 0xE425, // timer
        "hourglass": 0xE88B, // hourglass_empty
        "location": 0xE569, // near_me
        "location.fill": 0xE569, // near_me
        "mappin": 0xE55F, // place
        "mappin.and.ellipse": 0xE0C8, // location_on
        "map": 0xE55B, // map
        "globe": 0xE80B, // public
        "cloud": 0xE2C2, // cloud_queue
        "cloud.fill": 0xE2BD, // cloud
        "sun.max": 0xE430, // wb_sunny
        "sun.max.fill": 0xE430, // wb_sunny
        "moon": 0xE51C, // dark_mode
        "moon.fill": 0xE51C, // dark_mode
        "bolt": 0xE3E7, // flash_on
        "bolt.fill": 0xE3E7, // flash_on
        "flame": 0xEF55, // local_fire_department
        "flame.fill": 0xEF55, // local_fire_department
        "drop": 0xE798, // water_drop
        "drop.fill": 0xE798, // water_drop
        "leaf": 0xEA35, // eco
        "leaf.fill": 0xEA35, // eco
        "snowflake": 0xEB3B, // ac_unit
        "umbrella": 0xF1AD, // umbrella
        "thermometer": 0xF076, // thermostat
        "cart": 0xE8CC, // shopping_cart
        "cart.fill": 0xE8CC, // shopping_cart
        "bag": 0xF1CC, // shopping_bag
        "bag.fill": 0xF1CC, // shopping_bag
        "creditcard": 0xE870, // credit_card
        "gift": 0xE8F6, // card_giftcard
        "info.circle": 0xE88F, // info_outline
        "info.circle.fill": 0xE88E, // info
        "questionmark.circle": 0xE8FD, // help_outline
        "questionmark.circle.fill": 0xE887, // help
        "exclamationmark.triangle": 0xF083, // warning_amber
        "exclamationmark.triangle.fill": 0xE002, // warning
        "exclamationmark.circle": 0xE001, // error_outline
        "exclamationmark.circle.fill": 0xE000, // error
        "ellipsis": 0xE5D3, // more_horiz
        "ellipsis.circle": 0xE5D3, // more_horiz
        "line.3.horizontal": 0xE5D2, // menu
        "line.3.horizontal.decrease": 0xE152, // filter_list
        "line.3.horizontal.decrease.circle": 0xE152, // filter_list
        "list.bullet": 0xE241, // format_list_bulleted
        "square.grid.2x2": 0xE9B0, // grid_view
        "slider.horizontal.3": 0xE429, // tune
        "eye": 0xE8F4, // visibility
        "eye.fill": 0xE8F4, // visibility
        "eye.slash": 0xE8F5, // visibility_off
        "hand.thumbsup": 0xE9F3, // thumb_up_off_alt
        "hand.thumbsup.fill": 0xE8DC, // thumb_up
        "hand.thumbsdown": 0xE9F2, // thumb_down_off_alt
        "hand.thumbsdown.fill": 0xE8DB, // thumb_down
        "hand.raised": 0xE925, // pan_tool
        "link": 0xE157, // link
        "paperclip": 0xE226, // attach_file
        "pin": 0xF10D, // push_pin
        "pin.fill": 0xF10D, // push_pin
        "wifi": 0xE63E, // wifi
        "battery.100": 0xE1A4, // battery_full
        "airplane": 0xE539, // flight
        "car": 0xE531, // directions_car
        "car.fill": 0xE531, // directions_car
        "figure.walk": 0xE536, // directions_walk
        "bicycle": 0xE52F, // directions_bike
        "music.note": 0xE405, // music_note
        "headphones": 0xF01F, // headphones
        "tv": 0xE333, // tv
        "desktopcomputer": 0xE30B, // desktop_mac
        "iphone": 0xE32C, // smartphone
        "laptopcomputer": 0xE31E, // laptop
        "applewatch": 0xE334, // watch
        "keyboard": 0xE312, // keyboard
        "printer": 0xE8AD, // print
        "power": 0xE8AC, // power_settings_new
        "sparkles": 0xE65F, // auto_awesome
        "wand.and.stars": 0xE663, // auto_fix_high
        "lightbulb": 0xE90F, // lightbulb_outline
        "lightbulb.fill": 0xE0F0, // lightbulb
        "book": 0xEA19, // menu_book
        "book.fill": 0xE865, // book
        "graduationcap": 0xE80C, // school
        "briefcase": 0xE8F9, // work
        "building.2": 0xE0AF, // business
        "building.columns": 0xE84F, // account_balance
        "building.columns.fill": 0xE84F, // account_balance
        "chart.bar": 0xE26B, // bar_chart
        "chart.pie": 0xE6C4, // pie_chart
        "chart.line.uptrend.xyaxis": 0xE6E1, // show_chart
        "circle": 0xE836, // radio_button_unchecked
        "circle.fill": 0xEF4A, // circle
        "square": 0xE835, // check_box_outline_blank
        "square.fill": 0xE047, // stop
        "qrcode": 0xEF6B, // qr_code
        "face.smiling": 0xE813, // sentiment_satisfied
        "cup.and.saucer": 0xE541, // local_cafe
        "fork.knife": 0xE56C, // restaurant
        "pawprint": 0xE91D, // pets
        "pawprint.fill": 0xE91D, // pets
        "dumbbell": 0xEB43, // fitness_center
        "square.and.arrow.up.fill": 0xE6B8, // ios_share
        "icloud": 0xE2C2, // cloud_queue
        "icloud.fill": 0xE2BD, // cloud
        "gamecontroller": 0xEA28, // sports_esports
        "gamecontroller.fill": 0xEA28, // sports_esports
        "trophy": 0xEA23, // emoji_events
        "trophy.fill": 0xEA23, // emoji_events
        "crown": 0xE7AF // workspace_premium
    ]
}
