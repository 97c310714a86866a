"""Exiled Force (74131780) taken by Mind Control (37520316): its effect's cost is "Tribute this
card", and the monster Mind Control took "cannot be Tributed" -- for a Tribute Summon and for a
cost alike -- so the taker cannot activate Exiled Force's effect. A monster taken by Enemy
Controller (98045062) carries no such bar: its taker may Tribute it for its own effect.

Sources: yugioh-wiki.net 《精神操作》 (the monster taken cannot be Tributed, for a cost too: it
names Enemy Controller's cost; it may still be banished, used as a Synchro Material, sent to the
GY or destroyed); Mind Control's text (2005 English and today's: "cannot be Tributed"); Exiled
Force's text (a cost of Tributing it, then 1 target); Enemy Controller's text (its take says
nothing of Tributes). Seed 000 §效果分類 (a cost that cannot be paid: no activation)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_exiled_force_taken_by_mind_control_cannot_tribute_itself(rules):
    """Q: I take my opponent's Exiled Force with Mind Control; my opponent also controls Battle
    Ox. May I Tribute Exiled Force for its effect to destroy Battle Ox? A: no: the monster Mind
    Control took cannot be Tributed, for a cost either, so its effect is not offered."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Mind Control")
    force = table.monster(1, "Exiled Force")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Control")
    s.pick("target", force)
    _resolve(s)
    assert force.card(duel).controller == 0 and field_monsters(duel, 0) == ["Exiled Force"]
    assert not s.has("activate", "Exiled Force")
    assert field_monsters(duel, 1) == ["Battle Ox"] and grave(duel, 0) == ["Mind Control"]


def test_exiled_force_taken_by_enemy_controller_may_tribute_itself():
    """Q: I Tribute my Battle Ox for Enemy Controller and take my opponent's face-up Exiled
    Force; my opponent also controls Mystical Elf. May I Tribute Exiled Force to destroy the
    Elf? A: yes: Enemy Controller's take bars no Tribute. Exiled Force goes to its owner's GY
    (the cost) and the Elf is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Enemy Controller")
    table.monster(0, "Battle Ox")
    force = table.monster(1, "Exiled Force")
    elf = table.monster(1, "Mystical Elf")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.answer(s.options("activate", "Enemy Controller")[1])     # Tribute 1, take 1
    s.pick("select", "Battle Ox", request="select")
    s.pick("target", force, request="target")
    _resolve(s)
    assert force.card(duel).controller == 0 and field_monsters(duel, 0) == ["Exiled Force"]
    s.pick("activate", "Exiled Force")
    s.pick("target", elf)
    _resolve(s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Battle Ox", "Enemy Controller"]
    assert sorted(grave(duel, 1)) == ["Exiled Force", "Mystical Elf"]
