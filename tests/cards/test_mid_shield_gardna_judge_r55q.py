"""Mid Shield Gardna (75487237), a judge's second look (round 55q): its negation is mandatory.

Sources: yugioh-wiki.net 《ミドル・シールド・ガードナー》 (the OCG text: a Spell Card's activation
that targets this face-down monster alone "is negated" and it turns face-up Defense Position --
no "can": a mandatory effect, the wiki classifies it as a 誘発即時効果); today's TCG text reads
the same (no "You can" before the negation, unlike the face-down change); Big Shield Gardna's
current OCG text for the same negation says 発動する (it must be activated, not 発動できる)."""

from duelist.engine import state as S
from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table

GARDNA = "Mid Shield Gardna"


def test_mid_shield_gardna_negation_is_mandatory():
    """Q: my opponent's Mid Shield Gardna is face-down; I target it with Nobleman of Crossout and
    they would rather not answer. A: they must: the negation is not optional, Nobleman is
    negated and goes to my GY, the Gardna is face-up Defense Position, nothing is banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    gardna = table.monster(1, GARDNA, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", request="idle")
    s.pick("target", gardna)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 1) == [] and grave(duel, 0) == ["Nobleman of Crossout"]
    assert gardna.card(duel).location == S.MZONE and gardna.card(duel).position == S.FACEUP_DEFENSE
