"""Big Shield Gardna (65240384): its negation of a Spell that targets it face-down is mandatory
(round 56a).

Sources: the card's text, 2005 and today's alike: the Spell's activation that targets this one
face-down card is negated and the card turns face-up Defense Position -- no "can"; the current
OCG text says the effect 発動する (is activated), not 発動できる (yugioh-wiki.net
《ビッグ・シールド・ガードナー》). A mandatory effect whose moment comes must be activated (seed
000 §效果分類 誘發即時效果: activated at its moment, chained to the activation it answers): its
controller is offered no pass and no other card instead; the chain link is made at once, and
only then may either player answer it. Mid Shield Gardna's (the same words):
tests/cards/test_mid_shield_gardna_judge_r55q.py."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import banished, grave, of_type
from duelist.testing.scenario import Script, Table

GARDNA = "Big Shield Gardna"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "default"])
def test_big_shield_gardna_negation_is_chained_unasked(rules):
    """Q: my opponent's Big Shield Gardna is face-down beside their Set Waboku; I target the Gardna
    with Nobleman of Crossout. May they answer with Waboku instead, or pass? A: no: the Gardna's
    negation is Chain Link 2 at once, unasked; the first question my opponent gets is whether to
    answer that link. Nobleman is negated, the Gardna is face-up Defense Position, nothing is
    banished."""
    table = Table(rules=rules, turn=3, turn_player=0) if rules == "GOAT" else Table(turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    gardna = table.monster(1, GARDNA, position="set")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", request="idle")
    s.pick("target", gardna)
    links = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain")]
    assert links == [(1, 0, "Nobleman of Crossout"), (2, 1, GARDNA)]
    request = duel.request
    assert request.player == 1 and request.kind == "chain"
    assert request.prompt.startswith("Chain Link 2 is %s" % GARDNA)
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Nobleman of Crossout"] and banished(duel, 1) == []
    assert gardna.card(duel).location == S.MZONE and gardna.card(duel).position == S.FACEUP_DEFENSE


def test_big_shield_gardna_negates_its_own_controllers_spell():
    """Q: I target my own face-down Big Shield Gardna with my Nobleman of Crossout. A: the Gardna
    negates it all the same (any Spell that targets it): my opponent, asked first, passes, and
    then the Gardna's negation is chained, not offered; Nobleman goes to my GY, the Gardna is
    face-up Defense Position and stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    gardna = table.monster(0, GARDNA, position="set")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", request="idle")
    s.pick("target", gardna)
    # my opponent may answer Nobleman first (Waboku); they pass
    assert duel.request.player == 1 and duel.request.prompt.startswith("Chain Link 1 is Nobleman")
    s.pick("pass", player=1)
    links = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain")]
    assert links == [(1, 0, "Nobleman of Crossout"), (2, 0, GARDNA)]
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Nobleman of Crossout"] and banished(duel, 0) == []
    assert gardna.card(duel).location == S.MZONE and gardna.card(duel).position == S.FACEUP_DEFENSE
