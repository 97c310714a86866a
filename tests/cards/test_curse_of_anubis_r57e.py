"""Curse of Anubis (66742250), Normal Trap: every face-up Effect Monster on the field is changed to
Defense Position; for the rest of this turn their original DEF becomes 0 and their battle positions
cannot be changed.

Sources, in our words: yugioh-wiki.net 《アヌビスの呪い》 (the OCG text, quoted by the 2012 retenshon
blog post on the card: all face-up Effect Monsters to Defense Position; in the activation's turn
their original DEF becomes 0 and their positions cannot be changed; both players' monsters, those
already in Defense Position too; Normal Monsters and face-down monsters left alone); today's TCG
text (ygopro's card database header, seen in a public repository: "for the rest of this turn" the
original DEF becomes 0 and the positions are locked); etcg.de's card rating of 31.07.2006, written
for the AST print (Fluch des Anubis): the positions cannot be changed "im gleichen Zug" (that same
turn) and the monsters have 0 DEF, the reason the card was played with Enraged Battle Ox. Round 57e's
script had no DEF change and locked the positions until the end of its player's next turn; no source
for that reading was found (the AST English print itself was not seen: judge's note, doubtful, the
2006 German review and both of today's texts agree on "this turn"; no ERAS entry). An attacker
changed to Defense Position after its attack was declared stops attacking (seed 004 §战斗阶段中的卷回
/ the attack ends: our reading of the Damage Step rules)."""

from duelist.testing.reads import grave, lp
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


def test_curse_of_anubis_locks_positions_for_this_turn_only():
    """Q: in my turn 3 I activate Curse of Anubis; my face-up Witch of the Black Forest and the
    opponent's face-up Sangan go to Defense Position. May I change my Witch back this turn, and may
    the opponent change Sangan to Attack Position in their turn 4? A: not this turn (my Witch is
    locked); the lock and the DEF of 0 last only for the turn of the activation: in turn 4 Sangan
    has its 600 DEF again and may be changed to Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, CA)
    witch = table.monster(0, "Witch of the Black Forest")
    sangan = table.monster(1, "Sangan")
    table.deck(0, ["Celtic Guardian", "Celtic Guardian"])
    table.deck(1, ["Celtic Guardian", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    assert s.has("change_position", witch)
    s.pick("activate", CA)
    _pass_all(duel, s)
    assert witch.card(duel).position == "defense" and sangan.card(duel).position == "defense"
    assert duel.defense(sangan.card(duel)) == 0 and duel.defense(witch.card(duel)) == 0
    assert not s.has("change_position", witch)
    _to_next_main(duel, s)          # their turn 4
    assert duel.turn == 4 and duel.defense(sangan.card(duel)) == 600
    assert s.has("change_position", sangan)


def test_curse_of_anubis_original_def_becomes_0_for_the_attack():
    """Q: the opponent's Gravekeeper's Guard (1000 ATK / 1900 DEF) is face-up in Attack Position; in
    my Main Phase I activate Curse of Anubis, then my Battle Ox (1700) attacks the Guard. A: the
    Guard is in Defense Position with 0 DEF: it is destroyed, and no one takes damage (without the
    DEF change, 1700 into 1900 DEF would leave it and cost me 200)."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(0, CA)
        table.monster(0, "Battle Ox")
        guard = table.monster(1, "Gravekeeper's Guard")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", CA)
        _pass_all(duel, s)
        assert guard.card(duel).position == "defense" and duel.defense(guard.card(duel)) == 0, rules
        s.pick("battle")
        _pass_all(duel, s)
        s.pick("attack", "Battle Ox", target="Gravekeeper's Guard")
        while duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        assert "Gravekeeper's Guard" in grave(duel, 1), rules
        assert lp(duel) == (8000, 8000), rules


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
