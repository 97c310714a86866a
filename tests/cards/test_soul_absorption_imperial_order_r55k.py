"""Soul Absorption (68073522): a judge's second look (round 55k) at Imperial Order.

Sources: Imperial Order negates the effects of every Spell Card on the field (its text, 2005 and
today's; seed 000 §永續陷阱); yugioh-wiki.net 《魂吸収》 (500 for each banished card, one
application for cards banished together)."""

from duelist.testing.reads import banished, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_soul_absorption_negated_by_imperial_order_chained_to_disappear():
    """Q: my Soul Absorption is active; I activate Disappear on the Sangan in my opponent's GY
    and they chain Imperial Order. A: Imperial Order resolves first and negates Soul Absorption;
    Sangan is then banished but I gain nothing."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Soul Absorption")
    table.spell_trap(0, "Disappear")
    table.spell_trap(1, "Imperial Order")
    table.grave(1, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Absorption", request="idle")
    _finish(s)
    s.pick("activate", "Disappear", request="idle")
    s.pick("target", "Sangan")
    s.pick("activate", "Imperial Order", player=1, request="chain")
    _finish(s)
    assert banished(duel, 1) == ["Sangan"]
    assert lp(duel) == (8000, 8000)
