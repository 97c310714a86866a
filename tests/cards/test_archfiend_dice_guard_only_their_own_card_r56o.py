"""The Archfiends' die guards the card that bears it, Darkbishop Archfiend's alone every
"Archfiend" its controller controls: Snatch Steal on an Archfiend Soldier beside Vilepawn
Archfiend or Skull Archfiend of Lightning rolls no die, and takes the Soldier.

Sources, read in our words: the cards' texts (DCR, 2005; yugioh-wiki.net 《ヴァイルデーモン》,
《ダークビショップデーモン》): the die of Vilepawn and its kin answers an opponent's effect that
targets the card itself; Darkbishop's, one that targets any Archfiend its controller has.
Round 56o: kills kit.py `archfiend_die`'s guard of other Archfiends for every Archfiend
(`guarded`'s `if not guards_archfiends` deleted, or `guards_archfiends` True by default), and
`guarded`'s tests dropped: the controller (Darkbishop guarding the opponent's Archfiends), the
place and face-up tests (an Archfiend face-down or in the GY), `is not None` (a target gone from
the field: a crash)."""

import pytest

from duelist.testing.reads import grave

from tests.cards.archfiend_positions import rolled, targeted


@pytest.mark.parametrize("guard", ["Vilepawn Archfiend", "Skull Archfiend of Lightning"])
def test_an_archfiends_own_die_does_not_guard_another_archfiend(guard):
    """Q: my opponent's Snatch Steal targets my Archfiend Soldier (no die of its own) beside my
    face-up Vilepawn Archfiend (or Skull Archfiend of Lightning). A: no die is rolled: each of
    them guards only itself; my opponent takes the Soldier, Snatch Steal stays on the field."""
    for seed in range(6):
        duel, target = targeted("Archfiend Soldier", seed, guard=guard)
        assert rolled(duel) == [], seed
        assert target.card(duel).controller == 1, seed
        assert grave(duel, 1) == [], seed


def test_darkbishop_archfiend_does_not_guard_the_opponents_archfiend():
    """Q: my opponent equips Axe of Despair to their own Archfiend Soldier while I control
    Darkbishop Archfiend. A: no die: Darkbishop guards the Archfiends its controller controls,
    not my opponent's; the Axe is equipped, nothing is destroyed."""
    from duelist.testing.scenario import Script, Table

    table = Table(turn=4, turn_player=1)
    table.monster(0, "Darkbishop Archfiend")
    soldier = table.monster(1, "Archfiend Soldier")
    table.hand(1, "Axe of Despair")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair", player=1)
    s.pick("target", soldier, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert rolled(duel) == []
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Axe of Despair"]
    assert duel.players[1].szone[0].face_up and grave(duel, 1) == []


def test_darkbishop_archfiend_rolls_nothing_for_a_target_gone_before_it_resolves():
    """Q: my opponent's Snatch Steal targets my Archfiend Soldier beside Darkbishop Archfiend;
    I chain my Set Enemy Controller, Tributing the Soldier to take their Battle Ox. A: as Snatch
    Steal resolves its target is gone (the Soldier in my GY is a new card): no Archfiend is
    targeted any more, no die is rolled, Snatch Steal takes nothing and goes to their GY."""
    from duelist.testing.scenario import Script, Table

    table = Table(turn=4, turn_player=1)
    table.monster(0, "Darkbishop Archfiend")
    soldier = table.monster(0, "Archfiend Soldier")
    table.spell_trap(0, "Enemy Controller")
    table.monster(1, "Battle Ox")
    table.hand(1, "Snatch Steal")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", soldier, player=1)
    steal = [o for o in s.options("activate", "Enemy Controller") if o.effect == 1]
    assert duel.request.player == 0 and len(steal) == 1
    s.answer(steal[0])
    s.pick("select", "Archfiend Soldier")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert rolled(duel) == []
    assert sorted(c.name for c in duel.monsters(0)) == ["Battle Ox", "Darkbishop Archfiend"]
    assert grave(duel, 0) == ["Archfiend Soldier", "Enemy Controller"]
    assert grave(duel, 1) == ["Snatch Steal"]


def _opponent_targets(card, place):
    """Turn 4: player 1 activates `card` from the hand on player 0's Archfiend Soldier, which
    `place` puts face-down on the field ("set") or in the GY ("grave"), beside player 0's
    face-up Darkbishop Archfiend. The duel once the chain is done, and the Soldier."""
    from duelist.testing.scenario import Script, Table

    table = Table(turn=4, turn_player=1)
    table.monster(0, "Darkbishop Archfiend")
    if place == "set":
        soldier = table.monster(0, "Archfiend Soldier", position="set")
    else:
        soldier = table.grave(0, "Archfiend Soldier")
    table.hand(1, card)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", card, player=1)
    s.pick("target", soldier, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    while duel.request.kind in ("option", "zone"):
        s.answer(duel.request.options[0])
    return duel, soldier


def test_darkbishop_archfiend_does_not_guard_a_face_down_archfiend():
    """Q: my opponent's Change of Heart targets my face-down Archfiend Soldier beside my face-up
    Darkbishop Archfiend. A: no die: Darkbishop guards the face-up Archfiends only (a face-down
    monster is no "Archfiend" card the die can see); they take the Soldier."""
    duel, soldier = _opponent_targets("Change of Heart", "set")
    assert rolled(duel) == []
    assert soldier.card(duel).controller == 1


def test_darkbishop_archfiend_does_not_guard_an_archfiend_in_the_gy():
    """Q: my opponent's Monster Reborn targets the Archfiend Soldier in my GY, my face-up
    Darkbishop Archfiend on the field. A: no die: Darkbishop guards the Archfiends on the field
    only; they Special Summon the Soldier."""
    duel, soldier = _opponent_targets("Monster Reborn", "grave")
    assert rolled(duel) == []
    card = soldier.card(duel)
    assert card.controller == 1 and card.location == "mzone"
