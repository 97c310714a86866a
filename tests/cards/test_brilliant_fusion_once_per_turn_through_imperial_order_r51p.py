"""Brilliant Fusion's once-per-turn discard effect, negated by Imperial Order, then free again the
same turn (round 51p): the discard (its cost) stays paid, the monster keeps 0 ATK, and the effect may
not be used again this turn -- it was activated; the card stayed on the field, so it is the same
card with its use spent.

Seed 000 永續魔法 paragraph (an effect activated by a face-up Continuous Spell; a card's effects are
negated while Imperial Order applies) and §效果分類 (costs are paid at activation). Sources:
yugioh-wiki 「1ターンに1度」 (a negated activation still uses it; a card that stays on the field keeps
its use); tests/rules/test_negated_activations_and_their_costs_r38r.py for monsters."""

from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request.kind != "idle":
        if duel.request.kind == "yes_no":
            s.pick("no")                        # (Dust Tornado's Set from the hand: none)
        else:
            s.pick("pass", player=duel.request.player)


def test_brilliant_fusions_discard_negated_by_imperial_order_stays_used_once_imperial_order_is_gone():
    """Q: Brilliant Fusion Fusion Summons Gem-Knight Ruby (0 ATK). I discard Pot of Greed for
    its effect; my opponent answers with Imperial Order. Then my Dust Tornado destroys Imperial
    Order. What is Ruby's ATK, and may I discard again for the effect? A: 0, and no."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Brilliant Fusion", "Pot of Greed", "Dark Hole")
    table.extra(0, "Gem-Knight Ruby")
    table.deck(0, ["Celtic Guardian"] * 3 + ["Gem-Knight Garnet", "Gem-Knight Sapphire"])
    table.deck(1, ["Celtic Guardian"] * 3)
    table.spell_trap(1, "Imperial Order")
    table.spell_trap(0, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brilliant Fusion")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("select", "Gem-Knight Ruby")
    s.pick("option", "Attack Position", request="option")
    _settle(duel, s)
    ruby = duel.monsters(0)[0]
    assert duel.atk(ruby) == 0
    discard = [o for o in s.options("activate", "Brilliant Fusion") if o.effect == 1]
    s.answer(discard[0])
    s.pick("select", "Pot of Greed")
    s.pick("activate", "Imperial Order", player=1)
    _settle(duel, s)
    assert "Pot of Greed" in [c.name for c in duel.players[0].grave]
    assert duel.atk(ruby) == 0
    s.pick("activate", "Dust Tornado")
    s.pick("target", "Imperial Order")
    _settle(duel, s)
    assert [c.name for c in duel.players[1].grave] == ["Imperial Order"]
    assert duel.atk(ruby) == 0
    assert not s.has("activate", "Brilliant Fusion")      # Dark Hole in hand: a Spell to discard
