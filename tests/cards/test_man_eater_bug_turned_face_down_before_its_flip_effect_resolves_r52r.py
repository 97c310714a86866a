"""Man-Eater Bug Flip Summoned, its FLIP effect on the chain, then turned face-down again by
the opponent's Book of Moon chained to it: the FLIP effect still resolves (round 52r).

Seed 000 §效果分類 (誘發效果): a trigger effect once activated resolves even if its monster has
changed place or state since; only an effect that says "only while this card is face-up on the
field" needs its card there at resolution, and a FLIP effect says no such thing (Man-Eater
Bug's destruction is the card's own text: destroy the monster it targeted, nothing about
itself)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def test_man_eater_bug_booked_in_answer_to_its_flip_effect_still_destroys_its_target():
    """Q: I Flip Summon Man-Eater Bug and target my opponent's Battle Ox with its FLIP effect;
    they chain Book of Moon and turn the Bug face-down. A: Book of Moon resolves first (the Bug
    is face-down again), then the Bug's effect resolves all the same: Battle Ox is destroyed.
    The Bug stays on my field, face-down. Book of Moon, resolved first, waits on the field until
    the whole chain has resolved, so it reaches the GY after the Ox (yomifrog.lima-city.de
    Extended Game Mechanics ch. 6, "Resolving a Chain"; yugioh.lastdraw.com "Normal Spell Card")."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    bug = table.monster(0, "Man-Eater Bug", position="set")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("flip_summon", "Man-Eater Bug")
    s.pick("target", ox, player=0)
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", bug, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")

    assert [(e["link"], e["name"]) for e in of_type(duel, "resolve", start)] == [
        (2, "Book of Moon"), (1, "Man-Eater Bug")]
    assert of_type(duel, "negated", start) == []
    assert bug.card(duel).position == "set"
    assert field_monsters(duel, 0) == ["Man-Eater Bug"]
    assert field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Battle Ox", "Book of Moon"]
    assert duel.request.kind == "idle" and duel.request.player == 0
