"""Effect Veiler (97268402), current text: "During your opponent's Main Phase (Quick Effect):
You can send this card from your hand to the GY, then target 1 Effect Monster your opponent
controls; negate the effects of that face-up monster your opponent controls, until the end of
this turn." A target is checked again as the effect resolves (card behaviour: current text
and rulings; seed 004 §连锁和咒文速度, the last link resolves first): a monster turned
face-down in answer is no "face-up monster", and nothing is negated.

Ruled here: player 1 Normal Summons Sangan; player 0 sends Effect Veiler from the hand
targeting it; player 1 chains Book of Moon and turns Sangan face-down. Book of Moon resolves
first; Effect Veiler then finds its target face-down and negates nothing: no lasting
negation is left on Sangan."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_effect_veiler_negates_nothing_once_its_target_is_turned_face_down():
    """Player 1's turn 4, Main Phase 1: they hold Sangan and have Book of Moon Set on an
    earlier turn; player 0 holds Effect Veiler. Player 1 Normal Summons Sangan and passes;
    player 0 activates Effect Veiler (sent from the hand as the cost) targeting Sangan; player 1
    chains Book of Moon on Sangan. Sangan ends face-down in Defense Position, Effect Veiler
    and Book of Moon are in the GYs, and Sangan's effects are not negated (no lasting
    negation names it)."""
    table = Table(turn=4, turn_player=1)
    table.hand(1, "Sangan")
    table.spell_trap(1, "Book of Moon")
    table.hand(0, "Effect Veiler")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan", player=1, request="idle")
    s.pick("pass", player=1, request="chain")        # the turn player answers the summon first
    s.pick("activate", "Effect Veiler", player=0, request="chain")
    s.pick("target", "Sangan", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Sangan", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    sangan = duel.players[1].mzone[[c is not None for c in duel.players[1].mzone].index(True)]
    assert sangan.data.name == "Sangan" and sangan.position == S.FACEDOWN_DEFENSE
    assert grave(duel, 0) == ["Effect Veiler"] and grave(duel, 1) == ["Book of Moon"]
    assert not duel.is_negated(sangan)
    assert not [e for e in duel.lingering if e.uid == sangan.uid]
