"""Abare Ushioni (89718302): once per turn its controller calls a coin toss; right, the opponent takes
1000 damage; wrong, its controller takes 1000.

Sources, in our words: the card's texts (FET-EN026, 2005, and today's; no ERAS entry); yugioh-wiki.net
《暴れ牛鬼》: an ignition effect, once per turn, the call and the toss made as it resolves (so Skill
Drain, negating it on the field, means no toss and no damage: seed 000 §永續效果). The coin is the
duel's seeded PRNG: the tests find the call that is right or wrong for the seed, as Time Wizard's."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

AU = "Abare Ushioni"


def _use(call):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, AU)
    duel = table.build(seed=11)
    s = Script(duel)
    s.pick("activate", AU)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    if duel.request.kind == "option":
        s.pick("option", call, request="option")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel, s


def _toss(duel):
    return [e["value"] for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]


def test_abare_ushioni_right_call_deals_1000_to_the_opponent():
    """Q: I call Abare Ushioni's coin right. A: my opponent takes 1000: 8000 / 7000."""
    for call in ("Heads", "Tails"):
        duel, s = _use(call)
        if _toss(duel) == [call]:
            break
    assert _toss(duel) == [call] and lp(duel) == (8000, 7000)


def test_abare_ushioni_wrong_call_deals_1000_to_me_and_once_per_turn():
    """Q: I call it wrong. A: I take 1000 (7000 / 8000), and this turn I cannot use it again."""
    for call in ("Heads", "Tails"):
        duel, s = _use(call)
        if _toss(duel) != [call]:
            break
    assert len(_toss(duel)) == 1 and _toss(duel) != [call] and lp(duel) == (7000, 8000)
    assert duel.request.kind == "idle" and not s.has("activate", AU)


def test_abare_ushioni_under_skill_drain_deals_nothing():
    """Q: my opponent has a face-up Skill Drain; I activate Abare Ushioni. A: the activation is made
    (a chain link) but the effect is negated as it resolves: no coin is tossed, no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, AU)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build(seed=11)
    s = Script(duel)
    s.pick("activate", AU)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "idle"
    assert [e["name"] for e in duel.log if e["type"] == "chain"] == [AU]
    assert lp(duel) == (8000, 8000) and _toss(duel) == []
