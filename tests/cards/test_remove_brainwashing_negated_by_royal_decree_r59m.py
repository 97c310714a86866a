"""Remove Brainwashing (94739788) negated while it stays face-up: Royal Decree (51452091)
(round 59m).

Sources, read in our words: yugioh-wiki.net 《洗脳解除》 (while it is face-up every monster on the
field is controlled by its owner: a continuous effect); seed 000 §永續效果 (a continuous effect
applies while its card is face-up on the field and stops once it leaves or its effects are
negated); yugioh-wiki.net 《王宮の勅命》 (Royal Decree negates the effects of every other Trap Card
on the field while it is face-up). Our reading, as tests/cards/test_remove_brainwashing.py
has it for Remove Brainwashing destroyed: the take that Remove Brainwashing overrode (Change of
Heart's, until the End Phase) still lasts, so once the owner rule stops applying the monster
goes back to the player who took it.

Round 59m: kills actions.py `_owner_rule`'s claim test read as `!=` (the claims looked up
among the other lasting effects once no C.CONTROL_TO_OWNER applies: nothing given back), a
stop 58 line (round 58f)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _pass_all(s, limit=20):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_change_of_heart_resumes_when_royal_decree_negates_remove_brainwashing():
    """Q: I take my opponent's Summoned Skull with Change of Heart; they chain Remove Brainwashing
    to my Mystical Space Typhoon (aimed at their Dust Tornado) and the Skull goes back to them;
    then I activate my Set Royal Decree. A: Remove Brainwashing's effect is negated while it stays
    face-up, and Change of Heart's take lasts until the End Phase: the Skull is mine again; at the
    End Phase it goes back to my opponent."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Change of Heart", "Mystical Space Typhoon")
    table.spell_trap(0, "Royal Decree")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Remove Brainwashing")
    decoy = table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=0)
    s.pick("target", skull, player=0)
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.pick("activate", "Mystical Space Typhoon", player=0, first=True)
    s.pick("target", decoy, player=0)
    s.pick("activate", "Remove Brainwashing", player=1, request="chain")
    _pass_all(s)
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    s.pick("activate", "Royal Decree", player=0, request="idle")
    _pass_all(s)
    rb = [c for c in duel.players[1].szone if c is not None and c.name == "Remove Brainwashing"]
    assert len(rb) == 1 and rb[0].face_up
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    s.pick("end_turn", player=0)
    for _ in range(20):
        if duel.request is not None and duel.request.kind == "idle" and duel.request.player == 1:
            break
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
