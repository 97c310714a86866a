"""Relinquished shares only the battle damage of its own battles (round 49c's mutation round).

Relinquished's text (while it has a monster equipped by its effect, battle damage you take from
battles involving this card is also inflicted to your opponent) and seed 004 §戦闘ダメージ: the
battle damage of another monster's battle is that battle's alone. When my Celtic Guardian
attacks a stronger monster, I take the damage and my opponent takes none."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_relinquished_holding_a_monster_does_not_share_another_monsters_battle_damage():
    """Q: my Relinquished holds my opponent's Battle Ox. My Celtic Guardian (1400) attacks their
    Summoned Skull (2500). Does my opponent take the 1100 I take? A: no: that battle is not
    Relinquished's; only I take 1100."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Relinquished", summon_kind="ritual")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    skull = table.monster(1, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    s.pick("attack", "Celtic Guardian", target=skull)
    for _ in range(12):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert lp(duel) == (8000 - 1100, 8000)
