"""Future Fusion's 2nd Standby Phase while Imperial Order applies (round 51p; today's text, MR5).

Today's Future Fusion has two effects, each activated in one of its controller's Standby Phases after
the activation: the 1st sends the materials, the 2nd Fusion Summons the monster. Imperial Order
face-up in the 2nd one negates that effect: nothing is summoned, and nothing comes later either --
the effect belongs to that Standby Phase; the next ones are not "the 2nd" (the count does not wait
for the negation to end).

Seed 000 永續魔法 paragraph (a Continuous Spell's effects apply while it is face-up; negated, they do
not) and 【融合召喚】. Source: yugioh-wiki 《未来融合－フューチャー・フュージョン》 (today's text: (1) in the
1st own Standby Phase after the activation, (2) in the 2nd: effects that are activated, so a
negation of Spell effects stops them).

Round 52g: Imperial Order's upkeep is one of the Standby Phase's effects, which the turn player
orders with Future Fusion's (seed 004 §准备阶段); in turn 7 the helper takes the first listed
(Future Fusion's). Either order gives the same ruling: Imperial Order is face-up when Future
Fusion's effect is activated and resolves, its payment (1000 -> 300 LP) leaves it there."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.cards.test_future_fusion import _play_to      # (reveals Gaia, summons in Attack Position)

GAIA = "Gaia the Dragon Champion"
MATERIALS = ["Curse of Dragon", "Gaia The Fierce Knight"]


def test_future_fusion_summons_nothing_in_its_2nd_standby_phase_under_imperial_order_nor_later():
    """Q: I activate Future Fusion in turn 3; the materials go in turn 5. In turn 6 my opponent
    activates Imperial Order, still face-up in my turn 7. Is Gaia summoned in turn 7, or in
    turn 9, once Imperial Order is gone (my opponent, at 1000 LP, pays its 700 in turn 7 and
    cannot in turn 8)? A: neither."""
    table = Table(rules="MR5", turn=3, turn_player=0, lp=(8000, 1000))
    table.hand(0, "Future Fusion")
    table.extra(0, GAIA)
    table.deck(0, ["Celtic Guardian"] * 8 + MATERIALS)
    table.deck(1, ["Celtic Guardian"] * 8)
    table.spell_trap(1, "Imperial Order")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    _play_to(s, duel, 6)
    assert sorted(grave(duel, 0)) == MATERIALS
    s.pick("activate", "Imperial Order", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    _play_to(s, duel, 7)
    assert field_monsters(duel, 0) == []
    assert "Future Fusion" in [c.name for c in duel.players[0].szone if c is not None]
    _play_to(s, duel, 9)
    assert "Imperial Order" in [c.name for c in duel.players[1].grave]
    assert field_monsters(duel, 0) == []


def test_future_fusion_negated_in_its_1st_standby_phase_sends_nothing_and_summons_nothing():
    """Q: I activate Future Fusion in turn 3; as I end turn 3 my opponent activates Imperial Order (2000 LP: they pay 700 in turns 4 and 5, and it is
    destroyed in turn 6). In turn 5 (the 1st Standby Phase) Imperial Order applies; in turn 7
    (the 2nd) it is gone. A: nothing is sent in turn 5 and nothing is summoned in turn 7: no
    monster was revealed and sent for by the 1st effect, so the 2nd has none to summon."""
    table = Table(rules="MR5", turn=3, turn_player=0, lp=(8000, 2000))
    table.hand(0, "Future Fusion")
    table.extra(0, GAIA)
    table.deck(0, ["Celtic Guardian"] * 8 + MATERIALS)
    table.deck(1, ["Celtic Guardian"] * 8)
    table.spell_trap(1, "Imperial Order")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    s.pick("pass", player=1)
    s.pick("end_turn")
    s.pick("activate", "Imperial Order", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    _play_to(s, duel, 5)
    assert grave(duel, 0) == [] and duel.players[1].lp == 600
    _play_to(s, duel, 7)
    assert "Imperial Order" in [c.name for c in duel.players[1].grave]
    assert grave(duel, 0) == [] and field_monsters(duel, 0) == []
