"""Magical Scientist's rulings as players ask them (the GOAT preset, where it was played with
Thousand-Eyes Restrict before its ban).

Seed 000 §具有蘇生限制的怪獸的特殊召喚 (a Fusion Monster never properly summoned cannot be
Special Summoned from the GY by another card's effect); seed 000 §裝備魔法 (an Equip Card whose
monster leaves the field is sent to the GY). Sources: the card's rulings (yugioh.pl "Magical
Scientist", its previously official rulings; yugioh-wiki.net 《魔導サイエンティスト》;
traditionalformatacademy's 2012 article): its summon is not a Fusion Summon, so the monster is
not properly summoned; it returns to the Extra Deck at the end of the turn, and a monster that
a Thousand-Eyes Restrict so summoned holds goes to the GY with it."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magical Scientist")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def _scientist(duel, s, fusion):
    s.pick("activate", "Magical Scientist")
    for _ in range(12):
        req = duel.request
        if req.kind == "idle":
            break
        if req.kind == "option":
            s.pick("option", "Attack Position")
        elif req.kind == "select":
            s.pick("select", fusion)
        else:
            s.pick("pass", first=True)


def test_thousand_eyes_restrict_from_magical_scientist_goes_back_and_its_held_monster_goes_to_the_gy():
    """Q: Magical Scientist brings out Thousand-Eyes Restrict, which takes my opponent's
    Summoned Skull. What happens at the end of the turn? A: Thousand-Eyes Restrict goes back to
    the Extra Deck; Summoned Skull, an Equip Card whose monster left, is sent to its owner's
    GY."""
    table = _table()
    table.extra(0, "Thousand-Eyes Restrict")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _scientist(duel, s, "Thousand-Eyes Restrict")
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Summoned Skull", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == []
    s.pick("end_turn")
    for _ in range(12):
        if duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass", first=True)
    assert [c.name for c in duel.players[0].extra] == ["Thousand-Eyes Restrict"]
    assert grave(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == ["Magical Scientist"]


def test_a_fusion_monster_from_magical_scientist_destroyed_cannot_be_revived():
    """Q: the Flame Swordsman Magical Scientist brought out is destroyed in battle; may I revive
    it with Monster Reborn? A: no: Magical Scientist's summon is no Fusion Summon, so Flame
    Swordsman was never properly summoned; in the GY it is no target."""
    table = _table()
    table.extra(0, "Flame Swordsman")
    table.hand(0, "Monster Reborn")
    table.monster(1, "Summoned Skull")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _scientist(duel, s, "Flame Swordsman")
    s.pick("battle")
    s.pick("attack", "Flame Swordsman", target="Summoned Skull")
    for _ in range(12):
        if duel.request.kind == "battle":
            break
        s.pick("pass", first=True)
    assert "Flame Swordsman" in grave(duel, 0)
    s.pick("end_battle")
    s.pick("activate", "Monster Reborn")
    assert [o.name for o in s.options("target")] == ["Battle Ox"]
