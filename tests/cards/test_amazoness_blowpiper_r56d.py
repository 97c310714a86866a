"""Amazoness Blowpiper (73574678): in each of its controller's Standby Phases it targets 1
face-up monster of the opponent's, which loses 500 ATK until the end of the turn (not optional).

Sources: the card's texts in our words -- the 2005 print (Magician's Force, MFC-062: in each of
your Standby Phases select 1 face-up monster of your opponent's; its ATK down 500 until the end
of the turn) and today's do the same (no ERAS entry); ygorulings.blogspot.com "DREV Part 2"
(2010: a mandatory trigger effect in its controller's Standby Phase that targets; the loss does
not depend on the Blowpiper staying on the field); yugioh-wiki.net 《アマゾネスの吹き矢兵》. With no
face-up monster of the opponent's there is nothing to target: it is not activated (seed 004
§准备阶段 for the phase; a targeting effect needs its target)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

BP = "Amazoness Blowpiper"


def _standby(turn=3, opp=(("Summoned Skull", "attack"), ("Battle Ox", "attack")), mine=(), rules="GOAT"):
    table = Table(rules=rules, turn=turn, turn_player=(turn + 1) % 2, phase="draw")
    table.monster(0, BP)
    for name in mine:
        table.monster(0, name)
    refs = [table.monster(1, name, position=position) for name, position in opp]
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    return duel, Script(duel), refs


def test_amazoness_blowpiper_lowers_a_target_until_the_end_of_the_turn():
    """Q: my Standby Phase comes with Amazoness Blowpiper face-up; my opponent controls Summoned
    Skull and Battle Ox. A: I must target one: I pick the Skull, 2000 ATK for this turn; in my
    opponent's next turn it has 2500 again. Both rule sets."""
    for rules in ("GOAT", "MR5"):
        duel, s, (skull, ox) = _standby(rules=rules)
        s.pick("target", skull, player=0, request="target")
        assert duel.phase == "main1" and duel.atk(skull.card(duel)) == 2000, rules
        assert duel.atk(ox.card(duel)) == 1700, rules
        assert [e["name"] for e in of_type(duel, "chain")] == [BP], rules
        s.end_turn()
        assert duel.turn == 4 and duel.atk(skull.card(duel)) == 2500, rules


def test_amazoness_blowpiper_not_in_the_opponents_standby_phase():
    """Q: my opponent's turn begins while my Blowpiper is face-up. A: nothing happens: only my own
    Standby Phases."""
    duel, s, (skull, _ox) = _standby(turn=4)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert of_type(duel, "chain") == [] and duel.atk(skull.card(duel)) == 2500


def test_amazoness_blowpiper_no_face_up_target_no_activation():
    """Q: my Standby Phase comes; my opponent controls only a Set monster. A: there is nothing to
    target: it is not activated."""
    duel, s, _refs = _standby(opp=(("Battle Ox", "set"),))
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert of_type(duel, "chain") == []


def test_amazoness_blowpiper_loss_stays_after_it_leaves():
    """Q: after the Blowpiper's effect lowered Summoned Skull to 2000, I Tribute the Blowpiper for
    Cannon Soldier's effect. A: the Skull keeps 2000 for the turn (the loss does not need the
    Blowpiper on the field); my opponent takes 500."""
    duel, s, (skull, _ox) = _standby(mine=("Cannon Soldier",))
    s.pick("target", skull, player=0, request="target")
    s.pick("activate", "Cannon Soldier", player=0, request="idle")
    s.pick("select", BP, player=0)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [BP] and lp(duel) == (8000, 7500)
    assert duel.atk(skull.card(duel)) == 2000


def test_amazoness_blowpiper_under_skill_drain():
    """Q: my opponent has Skill Drain face-up as my Standby Phase comes. A: the mandatory trigger
    is still activated (a chain link, its target chosen) and negated as it resolves (Skill Drain
    negates a face-up monster's effects on the field, it does not stop their activation):
    Summoned Skull keeps 2500 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.monster(0, BP)
    table.spell_trap(1, "Skill Drain", face_down=False)
    skull = table.monster(1, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("target", skull, player=0, request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [e["name"] for e in of_type(duel, "chain")] == [BP]
    assert duel.phase == "main1" and duel.atk(skull.card(duel)) == 2500
