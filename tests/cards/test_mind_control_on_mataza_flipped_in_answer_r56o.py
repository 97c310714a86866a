"""Mind Control (37520316) targets a face-down Mataza the Zapper (22609617); its controller
answers with Ceasefire (36468556), which turns Mataza face-up: as Mind Control resolves, Mataza's
control cannot switch, so Mind Control does nothing -- and its "that monster cannot be Tributed
this turn" is not applied to a monster it did not take.

Sources: Mataza the Zapper's text in my words (while face-up, control of it cannot switch; the
ruling tests/cards/test_mataza_the_zapper_r54m.py cites, yugioh-wiki.net 《不意打ち又佐》), Mind
Control's in my words (take control of the target until the End Phase; while you have it, it
cannot attack nor be Tributed: the restrictions are part of the control taken, my reading: with
no control taken there is no monster "you have" for them), Ceasefire's (face-down Defense
Position monsters are turned face-up, their Flip effects do not activate, 500 damage for each
Effect Monster to the activator's opponent). Round 56o: the position round 55o left open for actions.py `take_control` saying True
where Mataza's control is fixed; built, it shows that mutant equivalent: Mind Control's target
is asked again as the link resolves with `can_take_control`, the same test, so a Mataza turned
face-up is no target any more and `take_control` is not reached (docs/mutation.md)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _mind_control_answered_by_ceasefire():
    table = Table(turn=3)
    table.hand(0, "Mind Control")
    table.monster(0, "Battle Ox")
    mataza = table.monster(1, "Mataza the Zapper", position="set")
    table.spell_trap(1, "Ceasefire")
    table.spell_trap(1, "Enemy Controller")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Control")
    s.pick("target", mataza)
    s.pick("activate", "Ceasefire", request="chain", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s, mataza


def test_mataza_turned_face_up_in_answer_stays_with_its_controller():
    """Q: I activate Mind Control on my opponent's face-down Mataza the Zapper; they chain
    Ceasefire. A: Ceasefire turns Mataza face-up (I take 500); Mind Control then cannot take a
    face-up Mataza: it stays on my opponent's field, in face-up Defense Position."""
    duel, s, mataza = _mind_control_answered_by_ceasefire()
    assert duel.request.kind == "idle" and duel.request.player == 0
    card = mataza.card(duel)
    assert card.controller == 1 and card.location == S.MZONE and card.position == S.FACEUP_DEFENSE
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Mataza the Zapper"]
    assert duel.players[0].lp == 7500 and duel.players[1].lp == 8000
    assert grave(duel, 0) == ["Mind Control"]
    assert not [e for e in duel.log if e["type"] == "control"]


def test_the_mataza_mind_control_did_not_take_may_be_tributed_this_turn():
    """Q: after that, as I go to my Battle Phase, may my opponent activate their Set Enemy
    Controller, Tributing Mataza to take my Battle Ox? A: yes: Mind Control took nothing, so its
    "cannot be Tributed" binds no monster; Battle Ox is theirs until the End Phase."""
    duel, s, mataza = _mind_control_answered_by_ceasefire()
    s.pick("battle")
    steal = [o for o in s.options("activate", "Enemy Controller") if o.effect == 1]
    assert duel.request.kind == "chain" and duel.request.player == 1 and len(steal) == 1
    s.answer(steal[0])
    s.pick("select", "Mataza the Zapper")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Battle Ox"]
    assert grave(duel, 1) == ["Ceasefire", "Mataza the Zapper", "Enemy Controller"]
