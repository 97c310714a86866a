"""Curse of Anubis (66742250), Normal Trap: every face-up Effect Monster on the field is changed to
Defense Position, and their battle positions cannot be changed until the end of your next turn.

Sources, in our words: the card's text (AST-105, 2004: "until the End Phase of your next turn";
today's "until the end of your next turn": the same turns, since no position is changed by hand in
an End Phase; no ERAS entry); yugioh-wiki.net 《アヌビスの呪い》: both players' face-up Effect
Monsters, those already in Defense Position locked too; Normal Monsters and face-down monsters are
left alone. An attacker changed to Defense Position after its attack was declared stops attacking
(seed 004 §战斗阶段中的卷回 / the attack ends: our reading of the Damage Step rules)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

CA = "Curse of Anubis"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _to_next_main(duel, s):
    """End the turn; pass every window until the next turn's Main Phase 1 menu."""
    turn = duel.turn
    s.end_turn()
    while not (duel.turn == turn + 1 and duel.request.kind == "idle"):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            raise AssertionError(duel.request.kind)


def test_curse_of_anubis_changes_face_up_effect_monsters_to_defense():
    """Q: I activate Curse of Anubis; the opponent has face-up Attack Position Sangan (Effect) and
    Battle Ox (Normal); I have a face-up Attack Position Witch of the Black Forest (Effect). A: Sangan and my Witch go to Defense Position; Battle Ox stays in Attack Position (both
    texts)."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(0, CA)
        witch = table.monster(0, "Witch of the Black Forest")
        sangan = table.monster(1, "Sangan")
        ox = table.monster(1, "Battle Ox")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", CA)
        _pass_all(duel, s)
        assert sangan.card(duel).position == "defense" and witch.card(duel).position == "defense", rules
        assert ox.card(duel).position == "attack", rules


def test_curse_of_anubis_needs_a_face_up_effect_monster():
    """Q: the field holds only the Normal Monster Battle Ox and a face-down Sangan. A: there is no
    face-up Effect Monster: Curse of Anubis cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, CA)
    table.monster(0, "Battle Ox")
    table.monster(1, "Sangan", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", CA)


def test_curse_of_anubis_locks_positions_until_the_end_of_my_next_turn():
    """Q: in the opponent's turn (turn 4) I activate Curse of Anubis on their Sangan, while their
    Set Witch of the Black Forest stays face-down. A: they cannot change Sangan to Attack Position
    in that turn; the face-down Witch may still be Flip Summoned. After my turn 5 ends the lock is
    over: in turn 6 they may change Sangan to Attack Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, CA)
    sangan = table.monster(1, "Sangan")
    table.monster(1, "Witch of the Black Forest", position="set")
    table.deck(0, ["Celtic Guardian", "Celtic Guardian"])
    table.deck(1, ["Celtic Guardian", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)      # leaving Main Phase 1 gives me a window: I activate it there
    s.pick("activate", CA, player=0, request="chain")
    _pass_all(duel, s)
    if duel.request.kind == "battle":
        s.pick("end_battle", player=1)
        _pass_all(duel, s)
    assert sangan.card(duel).position == "defense"
    assert not s.has("change_position", sangan)
    assert s.has("flip_summon", "Witch of the Black Forest")
    _to_next_main(duel, s)          # my turn 5
    _to_next_main(duel, s)          # their turn 6
    assert duel.turn == 6 and s.has("change_position", sangan)


def test_curse_of_anubis_stops_an_attack_already_declared():
    """Q: the opponent's Sangan (1000) attacks me directly; I answer with Curse of Anubis. A: Sangan
    is in Defense Position and can no longer attack: I take no damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, CA)
    sangan = table.monster(1, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Sangan", target="player", player=1)
    s.pick("activate", CA, player=0, request="chain")
    _pass_all(duel, s)
    assert sangan.card(duel).position == "defense"
    assert lp(duel) == (8000, 8000)
    assert [e["reason"] for e in duel.log if e["type"] == "attack_ended"] == ["attacker_defense"]
