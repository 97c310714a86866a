"""Magical Scientist on the field under Chain Energy (stop 50, round 50a's mutation run on
`Ctx.can_pay_lp`).

Chain Energy's text (500 LP to Normal Summon, Special Summon, Set or activate a card from the
hand) and Magical Scientist's (pay 1000 LP, a cost): the Scientist's effect is activated on the
field, no card is played from the hand, so Chain Energy charges nothing for it and exactly 1000 LP
pay its cost (as without Chain Energy: test_magical_scientist_with_exactly_1000_lp_r48c.py); a
card played from the hand counts Chain Energy's 500 first
(test_chain_energy_beside_a_cards_own_lp_cost_r50r.py)."""

from duelist.testing.scenario import Script, Table


def _offered(lp):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.monster(0, "Magical Scientist")
    table.extra(0, "Thousand-Eyes Restrict")
    return Script(table.build()).has("activate", "Magical Scientist")


def test_magical_scientist_on_the_field_pays_its_1000_lp_with_exactly_1000_under_chain_energy():
    """Q: my opponent's Chain Energy is face-up and I have exactly 1000 LP. May I activate my
    face-up Magical Scientist? A: yes: nothing is played from the hand, so Chain Energy takes
    nothing first; with 999, no."""
    assert _offered(1000)
    assert not _offered(999)
