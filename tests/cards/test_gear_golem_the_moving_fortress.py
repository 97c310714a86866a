"""Gear Golem the Moving Fortress (30190809): in its controller's Main Phase, pay 800 LP; this
turn it may attack the opponent directly.

Sources: the card's texts in our words (the 2005 TCG print, AST-018, and today's do the same: no
ERAS entry); yugioh-wiki.net 《機動砦のギア・ゴーレム》 (an ignition effect; the 800 LP are a cost;
it may attack directly that turn even while the opponent controls monsters, and may still attack a
monster instead); seed 000 §效果分類 (Skill Drain negates the effect of a face-up monster on the
field as it resolves: the cost stays paid)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

GOLEM = "Gear Golem the Moving Fortress"


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _table(lps=None, skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=lps)
    table.monster(0, GOLEM)
    ox = table.monster(1, "Battle Ox")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table, ox


def test_gear_golem_the_moving_fortress_pays_800_and_attacks_directly_over_a_monster():
    """Q: my opponent controls Battle Ox; I pay 800 LP for Gear Golem and enter the Battle Phase.
    A: Gear Golem may attack my opponent directly (or Battle Ox): direct, my opponent takes 800;
    I am at 7200."""
    table, ox = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GOLEM, request="idle")
    _pass_all(s, duel)
    assert lp(duel) == (7200, 8000)
    s.pick("battle", request="idle")
    _pass_all(s, duel)
    assert s.has("attack", GOLEM, target="player") and s.has("attack", GOLEM, target=ox)
    s.pick("attack", GOLEM, target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (7200, 7200)


def test_gear_golem_the_moving_fortress_without_paying_cannot_attack_directly():
    """Q: I do not pay. A: with Battle Ox on my opponent's field, Gear Golem may attack only Battle
    Ox."""
    table, ox = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("battle", request="idle")
    _pass_all(s, duel)
    assert not s.has("attack", GOLEM, target="player") and s.has("attack", GOLEM, target=ox)


def test_gear_golem_the_moving_fortress_needs_the_800_lp():
    """Q: I have 500 LP. A: the cost cannot be paid: the effect is not offered."""
    table, ox = _table(lps=(500, 8000))
    duel = table.build()
    assert not Script(duel).has("activate", GOLEM)


def test_gear_golem_the_moving_fortress_direct_attack_lasts_this_turn_only():
    """Q: I paid in my turn but did not attack; next turn of mine, may it attack directly? A: no:
    "this turn" only."""
    table, ox = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GOLEM, request="idle")
    _pass_all(s, duel)
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and duel.turn_player == 0
    s.pick("battle", request="idle")
    _pass_all(s, duel)
    assert not s.has("attack", GOLEM, target="player")


def test_gear_golem_the_moving_fortress_under_skill_drain_pays_but_gets_nothing():
    """Q: my opponent has a face-up Skill Drain; I activate Gear Golem's effect. A: the 800 LP are
    paid (a cost), the effect is negated: no direct attack."""
    table, ox = _table(skill_drain=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GOLEM, request="idle")
    _pass_all(s, duel)
    assert lp(duel) == (7200, 8000)
    s.pick("battle", request="idle")
    _pass_all(s, duel)
    assert not s.has("attack", GOLEM, target="player")
