"""Metalsilver Armor (33114323), Equip Spell: while it is equipped, the opponent's card effects cannot
target any other monster its controller controls.

Sources, in our words: the card's text (DR1-EN092, 2004, and today's agree: no ERAS entry); seed 000
§裝備魔法; seed 000 §對象 (a card that cannot be targeted is no legal target, so an effect whose only
targets are such cards cannot be activated); the protection stops the opponent's effects only: my own
still target (the text's "your opponent")."""

from duelist.testing.scenario import Script, Table

MA = "Metalsilver Armor"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _position(turn_player):
    table = Table(rules="GOAT", turn=4 if turn_player else 3, turn_player=turn_player)
    ox = table.monster(0, "Battle Ox")
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(0, MA, face_down=False, equipped_to=ox)
    return table, ox, skull


def test_metalsilver_armor_snatch_steal_targets_only_the_equipped_monster():
    """Q: my Battle Ox holds Metalsilver Armor; I also control Summoned Skull. My opponent activates
    Snatch Steal. A: Battle Ox is a target, Summoned Skull is not; they take Battle Ox."""
    table, ox, skull = _position(1)
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    assert not s.has("target", skull)
    s.pick("target", ox, player=1)
    _pass_all(duel, s)
    assert ox.card(duel).controller == 1 and skull.card(duel).controller == 0


def test_metalsilver_armor_does_not_stop_my_own_effects():
    """Q: my Battle Ox holds Metalsilver Armor; I activate my own Book of Moon. A: my Summoned Skull is
    still a target of my own card: I may turn it face-down."""
    table, ox, skull = _position(0)
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", skull)
    _pass_all(duel, s)
    assert skull.card(duel).position == "set"


def test_metalsilver_armor_destroyed_by_mystical_space_typhoon():
    """Q: my Battle Ox holds Metalsilver Armor beside my Summoned Skull; my opponent targets the armor
    itself with Mystical Space Typhoon (a Spell/Trap: not shielded), then activates Snatch Steal. A: the
    armor is destroyed, so Summoned Skull is a target again: they take it."""
    table, ox, skull = _position(1)
    table.hand(1, "Mystical Space Typhoon", "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", MA, player=1)
    _pass_all(duel, s)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", skull, player=1)
    _pass_all(duel, s)
    assert skull.card(duel).controller == 1
