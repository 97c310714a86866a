"""Premature Burial destroyed: "when this card is destroyed, destroy the equipped monster" is a
destruction by a card effect (Premature Burial's), so Proxy Dragon ("if a card you control would
be destroyed by battle or by a card effect, you can destroy a monster this card points to
instead") may replace it, as it may replace Premature Burial's own destruction by Mystical Space
Typhoon: two destructions, two questions (seed 000 §效果分類 › 永續效果: a replacement applies at
each moment a destruction would happen; yugipedia Card Rulings: Proxy Dragon). By contrast an
Equip Spell sent to the GY because its monster left is not destroyed by an effect
(tests/rules/test_destruction_replacement.py covers the effect destructions Proxy Dragon meets).

Position (MR5): player 0 revived Summoned Skull with Premature Burial on turn 3; Proxy Dragon
(zone 1) points to Battle Ox (zone 0) and Summoned Skull (zone 2). On turn 4 player 1's Mystical
Space Typhoon destroys Premature Burial (player 0 declines Proxy Dragon there), then Premature
Burial would destroy Summoned Skull: player 0 destroys Battle Ox instead."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_proxy_dragon_saves_the_monster_premature_burial_would_destroy():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Proxy Dragon", zone=1, summon_kind="link")
    table.monster(0, "Battle Ox", zone=0)
    table.grave(0, "Summoned Skull")
    table.hand(0, "Premature Burial")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Summoned Skull")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert [(c.name, c.seq) for c in duel.monsters(0)] == [
        ("Battle Ox", 0), ("Proxy Dragon", 1), ("Summoned Skull", 2)]
    s.end_turn()
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Premature Burial")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("no", player=0, request="yes_no")       # Premature Burial itself: not replaced
    s.pick("yes", player=0, request="yes_no")      # Summoned Skull: Battle Ox instead
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox")
    assert sorted(field_monsters(duel, 0)) == ["Proxy Dragon", "Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Premature Burial"]
