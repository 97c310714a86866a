"""Gray Wing (29618570): a judge's review (round 57w) of its cost when the effect is negated.

Sources, in our words: yugioh-wiki.net 《グレイ・ウイング》 (the discard is the cost of an ignition
effect); seed 000 §效果分類 (a cost is paid on activation and is not given back when the effect is
negated); Skill Drain's text (a face-up monster's effect is negated as it resolves)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

GW = "Gray Wing"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_gray_wing_negated_by_a_chained_skill_drain_keeps_the_discard():
    """Q: I discard Celtic Guardian for Gray Wing; my opponent chains Skill Drain. A: the discard was
    the cost: Celtic Guardian stays in my GY; the effect is negated, so Gray Wing attacks only once:
    my opponent takes 1300 (and Skill Drain would negate the second attack's grant anyway)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, GW)
    table.hand(0, "Celtic Guardian")
    table.spell_trap(1, "Skill Drain")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GW)
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    s.pick("activate", "Skill Drain", player=1)
    _pass(s)
    assert grave(duel, 0) == ["Celtic Guardian"] and hand(duel, 0) == []
    assert lp(duel)[1] == 7000          # Skill Drain's 1000 LP cost
    s.pick("battle")
    _pass(s)
    s.pick("attack", GW, target="player")
    _pass(s)
    assert lp(duel) == (8000, 5700)
    assert not s.has("attack", GW)
