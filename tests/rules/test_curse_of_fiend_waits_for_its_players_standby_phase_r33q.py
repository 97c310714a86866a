"""Curse of Fiend, a Normal Spell whose text allows it "during your Standby Phase" (seed 000
§通常魔法: Normal Spells otherwise only in the Main Phase), cannot be activated in its player's
Draw Phase, and can be at the Standby Phase that follows, with nothing else changed.

Player 0 holds Curse of Fiend with Battle Ox face-up on the field; player 1 ends their turn.
Player 0 draws (a Normal Monster) and is not asked in the Draw Phase; in the Standby Phase
player 0 is asked, activates Curse of Fiend, and Battle Ox switches to Defense Position. And
the same when player 1, on their turn before, turned Stealth Bird face-down with its own effect
(a chain in which Curse of Fiend, a Normal Spell, could not be activated: spell speed 1).

The engine keeps a player's empty answer for the response windows (round 33w, chain.py
`_window`, `Duel._phase_cards[12 + player]`) with the phases its declared-moment refusals
name (`During`), so that it holds only at other phases; a refusal by the spell speed and
timing (`effect.timing`: Curse of Fiend's Standby Phase) names none, so it keeps nothing
(`_response_options`' `unkept = True` there). Kept by mistake in the Draw Phase, that answer
(the same column, nothing moved since: the card drawn has nothing to offer in the hand)
would pass player 0 by in the Standby Phase; so would an answer kept by mistake in Stealth
Bird's chain, where spell speed refused it (no phase named, no card moved since: a change of
position). Round 33q: mutation testing of round 33w's lines."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_curse_of_fiend_is_offered_in_the_standby_phase_after_the_draw_phase():
    table = Table(rules="GOAT", turn=2, turn_player=1, phase="main2")
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Curse of Fiend")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", request="idle", player=1)
    # turn 3: player 0 draws Mystical Elf; the Draw Phase asks nobody
    request = s.expect("chain", player=0)
    assert duel.turn == 3 and duel.phase == S.PHASE_STANDBY
    assert [c.data.name for c in duel.players[0].hand] == ["Curse of Fiend", "Mystical Elf"]
    assert request.prompt == "Standby phase: activate a card or effect?"
    assert [o.name for o in request.options if o.kind == "activate"] == ["Curse of Fiend"]
    s.pick("activate", "Curse of Fiend")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    s.expect("idle", player=0)
    assert ox.card(duel).position == S.FACEUP_DEFENSE
    assert [c.data.name for c in duel.players[0].grave] == ["Curse of Fiend"]


def test_curse_of_fiend_is_offered_in_the_standby_phase_after_a_chain_it_could_not_join():
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    bird = table.monster(1, "Stealth Bird")
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Curse of Fiend")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stealth Bird", request="idle", player=1)
    # player 0 has nothing to chain (Curse of Fiend is a Normal Spell): it resolves at once
    s.expect("idle", player=1)
    assert bird.card(duel).position == S.FACEDOWN_DEFENSE
    s.pick("end_turn")
    request = s.expect("chain", player=0)
    assert duel.turn == 5 and duel.phase == S.PHASE_STANDBY
    assert [o.name for o in request.options if o.kind == "activate"] == ["Curse of Fiend"]
    s.pick("activate", "Curse of Fiend")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    s.expect("idle", player=0)
    assert ox.card(duel).position == S.FACEUP_DEFENSE
    assert bird.card(duel).position == S.FACEDOWN_DEFENSE     # (face-down: not switched)
