"""Prohibition (43711255) bars only the name it declared: every other card is played as usual,
Special Summons included.

Sources: the card's text in my words (while it is face-up, cards with the declared original name
cannot be played: Summoned, Special Summoned by any effect, activated, Set), as
tests/cards/test_prohibition_r54m.py reads it with the OCG database rulings of 《禁止令》 (summarised
by ygorganization.com, "Further Prohibition clarifications"); seed 000 §特殊召唤 for Monster
Reborn's Special Summon of another monster. Round 55o: kills actions.py `can_special_summon`'s
Prohibition test read with `or` (a duel holding Prohibition or Goblin of Greed then refused every
Special Summon)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _revive_in_attack(s, duel):
    """Monster Reborn resolves: Celtic Guardian in Attack Position."""
    _pass_all(s, duel)
    s.pick("option", "Attack Position")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_prohibition_on_battle_ox_lets_monster_reborn_revive_celtic_guardian(rules):
    """Q: my face-up Prohibition declared Battle Ox; Celtic Guardian is in my GY. May I activate
    Monster Reborn on it? A: yes: only the declared name is barred; Celtic Guardian is Special
    Summoned to my field and Monster Reborn goes to the GY."""
    table = Table(rules=rules, turn=3)
    table.spell_trap(0, "Prohibition")
    table.hand(0, "Monster Reborn", "Battle Ox")
    table.grave(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Prohibition", request="idle")
    s.declare_name("Battle Ox", player=0)
    _pass_all(s, duel)
    assert not s.has("summon", "Battle Ox")
    assert s.has("activate", "Monster Reborn")
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Celtic Guardian")
    _revive_in_attack(s, duel)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Monster Reborn"]


def test_goblin_of_greed_on_the_field_lets_monster_reborn_revive():
    """Q: my opponent's Goblin of Greed is face-up (no cost that discards can be paid); Celtic
    Guardian is in my GY. May I activate Monster Reborn (no discard) on it? A: yes: Celtic
    Guardian is Special Summoned to my field."""
    table = Table(turn=3)
    table.monster(1, "Goblin of Greed")
    table.hand(0, "Monster Reborn")
    table.grave(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", "Celtic Guardian")
    _revive_in_attack(s, duel)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
