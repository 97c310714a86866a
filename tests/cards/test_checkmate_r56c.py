"""Checkmate (69313735), Normal Spell: with a face-up Terrorking Archfiend, Tribute another
"Archfiend" monster; this turn a Terrorking Archfiend may attack directly.

Sources, read in our words: the card's text (DCR, 2005; today's the same: activated only while
you control a face-up Terrorking Archfiend; Tribute 1 Archfiend monster other than Terrorking
Archfiend; 1 Terrorking Archfiend you control can attack your opponent directly this turn) and
the OCG text on yugioh-wiki.net 《ディスカバード・アタック》 (the Tribute a cost). Our reading: the
Terrorking is picked as it resolves (no target: the OCG text names none), and a Tribute for a
cost may be face-down. Secret Pass to the Treasures is the model of "may attack directly"
(its tests: the monster may still attack a monster instead). Terrorking Archfiend had no script
in round 56c; round 56x scripted it (its die against the opponent's targeting effects)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import settle

CM = "Checkmate"
TK = "Terrorking Archfiend"


def _table(mine, rules="GOAT", position="attack"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, CM)
    refs = [table.monster(0, name, position=position if name == TK else "attack") for name in mine]
    table.monster(1, "Battle Ox")
    duel = table.build()
    return duel, Script(duel), refs


def test_checkmate_terrorking_attacks_directly():
    """Q: (both texts) I control Terrorking Archfiend and Archfiend Soldier; my opponent Battle
    Ox. I activate Checkmate, Tributing the Soldier. A: Terrorking may attack my opponent
    directly: they take 2000 and Battle Ox stays."""
    for rules in ("GOAT", "MR5"):
        duel, s, refs = _table([TK, "Archfiend Soldier"], rules=rules)
        s.pick("activate", CM)
        if duel.request.kind == "select":
            s.pick("select", "Archfiend Soldier")
        settle(duel, s, pick=TK)
        assert sorted(grave(duel, 0)) == sorted([CM, "Archfiend Soldier"]), rules
        s.pick("battle")
        settle(duel, s)
        assert s.has("attack", TK, target="player"), rules
        s.pick("attack", TK, target="player")
        settle(duel, s)
        assert lp(duel) == (8000, 6000) and field_monsters(duel, 1) == ["Battle Ox"], rules


def test_checkmate_needs_a_face_up_terrorking():
    """Q: my Terrorking Archfiend is Set; I control Archfiend Soldier. A: no face-up Terrorking:
    Checkmate cannot be activated."""
    duel, s, refs = _table([TK, "Archfiend Soldier"], position="set")
    assert not s.has("activate", CM)


def test_checkmate_cannot_tribute_the_terrorking():
    """Q: I control Terrorking Archfiend and Battle Ox only. A: no Archfiend other than a
    Terrorking to Tribute: the cost cannot be paid, Checkmate cannot be activated; two
    Terrorkings do not do either."""
    duel, s, refs = _table([TK, "Battle Ox"])
    assert not s.has("activate", CM)
    duel, s, refs = _table([TK, TK])
    assert not s.has("activate", CM)


def test_checkmate_no_direct_attack_once_the_terrorking_left():
    """Q: my opponent's Book of Moon, chained to Checkmate, turns my Terrorking Archfiend
    face-down. A: no face-up Terrorking as it resolves: no monster may attack directly; the
    Soldier is still Tributed (a cost). (Round 56x scripted Terrorking: its die, 2 or 5, may
    negate Book of Moon; seed 2 rolls a 1, and the die is logged.)"""
    table = Table(turn=3, turn_player=0)
    table.hand(0, CM)
    tk = table.monster(0, TK)
    table.monster(0, "Archfiend Soldier")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build(seed=2)
    s = Script(duel)
    s.pick("activate", CM)
    if duel.request.kind == "select":
        s.pick("select", "Archfiend Soldier")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", tk, player=1)
    settle(duel, s)
    assert [e["result"] for e in duel.log if e["type"] == "die_roll"] == [1]
    assert "Archfiend Soldier" in grave(duel, 0) and not tk.card(duel).face_up
    assert duel.request.kind == "idle"


def test_checkmate_tribute_summoned_skull_in_both_eras():
    """Q: I control Terrorking Archfiend and Summoned Skull. A: the Skull is an "Archfiend"
    monster (its OCG name; the card database's series), in 2005 too (Card of the Day,
    eternity.mancubus.net, 2005-01-28: retroactively deemed an Archfiend), and may be Tributed:
    Checkmate can be activated under both presets."""
    for rules in ("MR5", "GOAT"):
        duel, s, refs = _table([TK, "Summoned Skull"], rules=rules)
        assert s.has("activate", CM), rules
