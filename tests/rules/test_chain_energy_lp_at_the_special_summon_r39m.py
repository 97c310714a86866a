"""Chain Energy's 500 LP for a card Special Summoned from the hand, where the LP just cover it,
do not cover a second card, no Chain Energy is face-up, or the card lands on the other field.

Seed 000 §特殊召喚 (a Special Summon by a card's effect), §永續效果 (a continuous effect applies
only while its card is face-up on the field) and §勝負判定條件 (a player whose LP reach 0 loses
at once). Chain Energy's OCG text (魔力の枷): a player Special Summoning a card from the hand pays
500 LP for it. Rulings relied on: LP may be paid down to exactly 0 (yugioh-wiki, ライフコスト:
a player may pay as many LP as they have, and then loses); a Pendulum Summon pays for each card
that leaves the hand, so a player takes from the hand only as many as their LP pay for (the
engine: actions.py `special_summon`, `_pay_hand_action_for`, `can_special_summon`,
`_hand_action_payable`). No card of the pool Special Summons from its player's hand to the
other field: Pot of Greed stands in for one (tests/rules/stand_ins.py).

Round 39m (mutation testing of stop 39's lines): each test fails with a mutant of those
functions that no earlier test noticed (named in the test)."""

import pytest

from duelist.cards.common import activate
from duelist.testing.reads import hand, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _mimic_table(lp_=(8000, 8000), chain_energy="face-up"):
    """Player 0's turn 3 begins at its Standby Phase: Dark Mimic LV1 face-up, Dark Mimic
    LV3 in the hand; player 1's Chain Energy `chain_energy`: "face-up" or "Set" in a Spell &
    Trap Zone, or in the "hand"."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby", lp=lp_)
    table.monster(0, "Dark Mimic LV1")
    table.hand(0, "Dark Mimic LV3")
    table.deck(0, ["Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    if chain_energy == "hand":
        table.hand(1, "Chain Energy")
    else:
        table.spell_trap(1, "Chain Energy", face_down=chain_energy == "Set")
    return table


def _level_up_from_the_hand(s, duel):
    """Player 0 sends Dark Mimic LV1 to Special Summon the Dark Mimic LV3 of the hand; everyone
    passes after, until the duel ends or player 0 is back at an open decision."""
    s.pick("yes", player=0)
    while duel.result is None and duel.request.kind != "idle":
        if duel.request.kind == "option":
            s.pick("option", "Attack Position", request="option")
        elif duel.request.kind == "select":
            s.answer(s.options("select")[0])
        else:
            s.pick("pass", player=duel.request.player)


def _paid(duel, start=0):
    return [(e["player"], e["amount"]) for e in of_type(duel, "pay_lp", start)]


@pytest.mark.parametrize("where", ["Set", "hand"])
def test_a_chain_energy_not_face_up_charges_nothing_for_a_special_summon_from_the_hand(where):
    """Chain Energy Set face-down, or in its player's hand, applies nothing (seed 000
    §永續效果): Dark Mimic LV3 comes out of the hand and player 0 pays nothing. (Mutant, the
    hand case: `_pay_hand_action_for` answering no where no field card has the tag, its
    `return True` -> `return False`: the summon did not happen.)"""
    duel = _mimic_table(chain_energy=where).build()
    s = Script(duel)
    _level_up_from_the_hand(s, duel)
    assert [m.name for m in duel.monsters(0)] == ["Dark Mimic LV3"] and hand(duel, 0) == []
    assert _paid(duel) == [] and duel.players[0].lp == 8000


def test_a_player_with_exactly_500_lp_pays_them_and_loses_before_the_monster_arrives():
    """Player 0 at exactly 500 LP: 500 cover Chain Energy's payment, so Dark Mimic LV1's
    effect is offered; as Dark Mimic LV3 leaves the hand player 0 pays 500, reaches 0 LP and
    loses at once (seed 000 §勝負判定條件): the monster is never summoned. (Mutants:
    `_hand_action_payable`'s `>=` -> `>`, the effect not offered; `_pay_hand_action_for`'s
    `<` -> `<=`, nothing paid and the monster summoned; its `_check_win()` deleted, the
    monster summoned at 0 LP before the duel ends.)"""
    duel = _mimic_table(lp_=(500, 8000)).build()
    s = Script(duel)
    assert s.has("yes")
    start = len(duel.log)
    _level_up_from_the_hand(s, duel)
    assert _paid(duel, start) == [(0, 500)] and duel.players[0].lp == 0
    assert duel.result is not None and duel.result["winner"] == 1
    assert [e for e in of_type(duel, "special_summon", start)] == []
    assert duel.monsters(0) == [] and hand(duel, 0) == ["Dark Mimic LV3"]


def test_a_pendulum_summon_takes_from_the_hand_only_what_the_lp_pay_for():
    """Seed 000 §靈擺召喚 under Chain Energy: player 0 at 700 LP pays for one card from the hand
    (500), not two (1000). Player 0 asks for Giant Soldier of Stone and, if still offered,
    Summoned Skull: Giant Soldier of Stone is summoned, 500 paid, Summoned Skull stays in the
    hand and player 0 keeps 200 LP, the duel going on. (Mutants: `_pay_hand_action_for`
    without its LP test, or with its `return False` deleted or turned True: the second card
    was paid for with 200 LP, or summoned unpaid.)"""
    table = Table(rules="MR3", turn=3, turn_player=0, lp=(700, 8000))
    table.pendulum(0, "Foucault's Cannon", "left")      # scales 2 and 7
    table.pendulum(0, "Flash Knight", "right")
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    table.spell_trap(1, "Chain Energy", face_down=False)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("pendulum_summon")
    s.pick("select", "Giant Soldier of Stone")
    if duel.request.kind == "select" and s.has("select", "Summoned Skull"):
        s.pick("select", "Summoned Skull")
    while duel.result is None and duel.request.kind in ("select", "option"):
        if duel.request.kind == "select":
            s.pick("done")
        else:
            s.pick("option", "Attack Position", request="option")
    assert duel.result is None
    assert [m.name for m in duel.monsters(0)] == ["Giant Soldier of Stone"]
    assert hand(duel, 0) == ["Summoned Skull"]
    assert _paid(duel, start) == [(0, 500)] and duel.players[0].lp == 200


def _summon_from_the_hand_to_the_opponents_field(monkeypatch):
    """Pot of Greed as a stand-in Normal Spell: "Special Summon 1 monster from your hand to your
    opponent's field" (no card of the pool summons from its player's hand to the other
    field)."""
    def monsters_in_hand(ctx):
        return [c for c in ctx.hand("me") if c.data.card_type == "Monster"
                and ctx.can_special_summon(c)]

    def resolve(ctx):
        choices = monsters_in_hand(ctx)
        if choices:
            chosen = yield from ctx.choose_cards(choices, 1, prompt="Special Summon which monster?")
            ctx.special_summon(chosen[0], player=ctx.opponent)
    stand_in(monkeypatch, "Pot of Greed", [
        activate(resolve, condition=lambda ctx: bool(monsters_in_hand(ctx)))])


def test_the_summoning_player_pays_for_a_monster_summoned_to_the_other_field(monkeypatch):
    """Chain Energy charges the player who Special Summons the card from the hand, wherever it
    lands: player 0's stand-in summons Battle Ox from player 0's hand to player 1's field;
    player 0 pays 500 for it (and 500 for the Spell activated from the hand), player 1
    nothing. (Mutant: `special_summon`'s payer `player if by is
    None else by` written `is not None`: the player whose field it lands on paid.)"""
    _summon_from_the_hand_to_the_opponents_field(monkeypatch)
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Pot of Greed", "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    table.spell_trap(1, "Chain Energy", face_down=False)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Pot of Greed")
    while duel.request.kind != "idle":
        if duel.request.kind == "option":
            s.pick("option", "Attack Position", request="option")
        elif duel.request.kind == "select":
            s.pick("select", "Battle Ox")
        else:
            s.pick("pass", player=duel.request.player)
    assert [m.name for m in duel.monsters(1)] == ["Battle Ox"]
    # (the first 500: Pot of Greed activated from the hand, Chain Energy's other charge)
    assert _paid(duel, start) == [(0, 500), (0, 500)]
    assert duel.players[0].lp == 7000 and duel.players[1].lp == 8000
