"""Mid Shield Gardna (75487237): once per turn, in its controller's Main Phase, it may turn
itself face-down in Defense Position; while face-down, when a Spell Card is activated that
targets it alone, it can turn face-up Defense Position and negate that activation.

Sources: the card's texts in our words (the 2005 TCG text, TLM-EN024, The Lost Millennium, 2005:
once per turn change this card to face-down Defense Position; negate the activation of a Spell
Card that targets this face-down card, and change it to face-up Defense Position; today's says
the same: no ERAS entry); yugioh-wiki.net 《ミドル・シールド・ガードナー》: an ignition effect that
turns it face-down and a quick effect (誘発即時効果) that negates a Spell Card's activation
targeting it alone while it is face-down -- the same negation as Big Shield Gardna's
(tests/rules/test_rulings_face_down_effects.py), without Big Shield Gardna's change to Attack
Position when attacked; a Trap Card or a Spell that targets another card too is not answered."""

from duelist.engine import state as S
from duelist.testing.reads import banished, grave, of_type
from duelist.testing.scenario import Script, Table

GARDNA = "Mid Shield Gardna"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_mid_shield_gardna_negates_nobleman_of_crossout():
    """Q: my opponent's Mid Shield Gardna is face-down; I target it with Nobleman of Crossout. A:
    it turns face-up Defense Position and negates Nobleman's activation: Nobleman goes to my GY,
    the Gardna stays on the field, nothing is banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    gardna = table.monster(1, GARDNA, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", request="idle")
    s.pick("target", gardna)
    # (its negation is mandatory: chained at once, unasked; test_mid_shield_gardna_judge_r55q.py)
    _pass_all(s)
    assert gardna.card(duel).location == S.MZONE and gardna.card(duel).position == S.FACEUP_DEFENSE
    assert grave(duel, 0) == ["Nobleman of Crossout"] and banished(duel, 1) == []
    assert [e["what"] for e in of_type(duel, "negated")] == ["activation"]


def test_mid_shield_gardna_turns_itself_face_down_then_guards_in_the_opponents_turn():
    """Q: my Mid Shield Gardna is face-up Attack Position in my Main Phase; I turn it face-down,
    end my turn, and my opponent targets it with Nobleman of Crossout. A: its ignition effect turns it face-down Defense
    Position (no Flip Summon needed); in my opponent's turn it negates Nobleman's activation and
    is face-up Defense Position, still on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    gardna = table.monster(0, GARDNA, position="attack")
    table.hand(1, "Nobleman of Crossout")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GARDNA, request="idle")
    _pass_all(s)
    assert gardna.card(duel).position == S.FACEDOWN_DEFENSE
    s.end_turn()
    _pass_all(s)
    s.pick("activate", "Nobleman of Crossout", player=1, request="idle")
    s.pick("target", gardna)
    # (its negation is mandatory: chained at once, unasked)
    _pass_all(s)
    assert gardna.card(duel).location == S.MZONE and gardna.card(duel).position == S.FACEUP_DEFENSE
    assert grave(duel, 1) == ["Nobleman of Crossout"] and banished(duel, 0) == []


def test_mid_shield_gardna_face_up_does_not_negate_book_of_moon():
    """Q: my opponent targets my face-up Mid Shield Gardna with Book of Moon. A: its negation
    works only while it is face-down: nothing is offered, it turns face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Book of Moon")
    gardna = table.monster(1, GARDNA, position="defense")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", request="idle")
    s.pick("target", gardna)
    assert duel.request.kind == "chain" and s.has("activate", "Waboku")
    assert not s.has("activate", GARDNA)
    _pass_all(s)
    assert gardna.card(duel).position == S.FACEDOWN_DEFENSE and of_type(duel, "negated") == []


def test_mid_shield_gardna_does_not_answer_dark_hole():
    """Q: my opponent's Mid Shield Gardna is face-down and I activate Dark Hole. A: Dark Hole
    targets no card, so the Gardna has nothing to negate (it is not offered; my opponent's Waboku
    is): both monsters are destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(0, "Battle Ox")
    table.monster(1, GARDNA, position="set")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Waboku") and not s.has("activate", GARDNA)
    _pass_all(s)
    assert grave(duel, 0) == ["Battle Ox", "Dark Hole"] and grave(duel, 1) == [GARDNA]
