"""Thousand-Eyes Restrict holding Toon Mermaid when Toon World is destroyed.

The monster Thousand-Eyes Restrict takes is an Equip Spell Card in its Spell & Trap Zone, no
monster (Edison-format archive, Relinquished / Thousand-Eyes Restrict: "treated as an Equip
Spell Card"; tests/cards/test_thousand_eyes_restrict_rulings_r40a.py), so none of its monster
effects applies there: a Toon's "destroyed when Toon World is destroyed" (seed 004
§特殊效果怪兽: 卡通 (Toon)) does nothing to a Toon held as an Equip Card. Thousand-Eyes
Restrict keeps Toon Mermaid and its 1400 ATK."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_a_toon_held_as_an_equip_card_stays_when_toon_world_is_destroyed():
    """Q: my Thousand-Eyes Restrict took my opponent's Toon Mermaid; then I destroy their Toon
    World. Is Toon Mermaid destroyed? A: no: it is an Equip Card, no Toon monster; Thousand-Eyes
    Restrict stays 1400/1500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(1, "Toon Mermaid", summon_kind="proc")
    toon_world = table.spell_trap(1, "Toon World", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Toon Mermaid")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Toon Mermaid"]
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", toon_world)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Toon World"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Toon Mermaid"]
    assert (duel.atk(ter.card(duel)), duel.defense(ter.card(duel))) == (1400, 1500)
