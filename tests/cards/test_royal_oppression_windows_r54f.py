"""Royal Oppression (93016201): where its effect can answer, and under Jinzo (round 54f).

Sources: Pojo's Card of the Day, 2005-09-12 (the LOD text; "it cannot be activated during [the]
Damage Step, which stops it from hitting ... Pyramid Turtle"); edisonrul.ing's "Royal Oppression"
(the pre-2011 TCG rulings: not in the Damage Step; in the summon-negation window, like Black Horn
of Heaven; in answer to the activation of a card or effect that would Special Summon);
Jinzo's text (2005 and today's: the effects of face-up Trap Cards on the field are negated):
whatever its player does with a face-up Royal Oppression while Jinzo is face-up, no summon is
negated. The other windows: tests/cards/test_royal_oppression*.py."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_royal_oppression_misses_a_summon_in_the_damage_step(rules):
    """Q: my Battle Ox destroys my opponent's Mystic Tomato by battle and its effect Special
    Summons Sangan from their Deck in the Damage Step; I control a face-up Royal Oppression. A:
    neither player is offered it (not in the Damage Step): Sangan stays, nobody pays 800."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    tomato = table.monster(1, "Mystic Tomato")
    table.spell_trap(0, "Royal Oppression", face_down=False)
    table.deck(1, ["Sangan", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tomato)
    for _ in range(20):
        request = duel.request
        if request.kind == "chain":
            assert not s.has("activate", "Royal Oppression")
            s.pick("pass")
        elif request.kind in ("yes_no", "select", "option"):
            s.answer(request.options[0])
        else:
            break
    assert field_monsters(duel, 1) == ["Sangan"] and grave(duel, 1) == ["Mystic Tomato"]
    assert lp(duel) == (8000, 7700)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_royal_oppression_under_jinzo_negates_no_summon(rules):
    """Q: my opponent controls Jinzo and a face-up Royal Oppression; I Special Summon Cyber Dragon
    by its own procedure and nobody else does anything but my opponent, who uses Royal
    Oppression if it is offered. A: Jinzo negates the Trap's effect: Cyber Dragon stays on my
    field."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Cyber Dragon")
    table.monster(1, "Battle Ox")
    table.monster(1, "Jinzo")
    table.spell_trap(1, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Cyber Dragon")
    s.pick("option", "Attack Position")
    while duel.request.kind == "chain":
        if duel.request.player == 1 and s.has("activate", "Royal Oppression"):
            s.pick("activate", "Royal Oppression", player=1)
        else:
            s.pick("pass")
    assert field_monsters(duel, 0) == ["Cyber Dragon"] and grave(duel, 0) == []
