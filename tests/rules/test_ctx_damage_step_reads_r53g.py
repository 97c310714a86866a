"""The Damage Step as a card script reads it: `Ctx.in_damage_step` (from the start of the Damage
Step to its end) and `Ctx.damage_step_part` (which part: start, before_calc, calc, after_calc,
end). Seed 004 §战斗阶段 (the Damage Step and its timings); docs/cards.md's Ctx reads. The 2005 text
of Injection Fairy Lily ("during the Damage Step") is built on the first: a negated card's
condition reads the duel, so under Skill Drain she is still offered (tests/cards)."""

from duelist.engine.chain import new_ctx
from duelist.testing.scenario import Script, Table


def _ctx(duel, card):
    return new_ctx(duel, card, card.script.effects[0], card.controller)


def test_ctx_damage_step_reads_follow_the_battle_r53g():
    """Q: my Injection Fairy Lily (2005 text) attacks Summoned Skull (my opponent holds Kuriboh):
    what do the reads say in the Battle Step, at each window of the Damage Step where someone is
    asked, and after the battle? A: outside the Damage Step False / None; in it True with the
    part named; Lily's 2005 effect is offered at the start and before damage calculation, not
    during it (an ATK change: until damage calculation)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    lily = table.monster(0, "Injection Fairy Lily")
    skull = table.monster(1, "Summoned Skull")
    table.hand(1, "Kuriboh")        # (so that my opponent is asked during damage calculation)
    duel = table.build()
    s = Script(duel)
    card = lily.card(duel)
    assert (_ctx(duel, card).in_damage_step, _ctx(duel, card).damage_step_part) == (False, None)
    s.pick("attack", "Injection Fairy Lily", target=skull)
    seen = []
    while duel.request.kind == "chain":
        ctx = _ctx(duel, card)
        if ctx.in_damage_step:
            seen.append((ctx.damage_step_part, duel.request.player,
                         s.has("activate", "Injection Fairy Lily")))
        s.pick("pass")
    # (my opponent's Kuriboh is for damage calculation only: they are asked there alone)
    assert [(part, player) for part, player, _ in seen] == [("start", 0), ("before_calc", 0), ("calc", 1)]
    assert [offered for part, player, offered in seen if player == 0] == [True, True]
    assert (_ctx(duel, card).in_damage_step, _ctx(duel, card).damage_step_part) == (False, None)
