"""Gravekeeper's Assailant (25262697): "You can only activate this effect while Necrovalley is
on the field". Another face-up Field Spell is not Necrovalley: the condition
(`necrovalley_on_field`, asked as a `ctx.any_card` over both Field Zones) names Necrovalley
by its code, not any card in a Field Zone (card text; seed 000 §起動效果 / §誘發效果: an effect
whose activation condition is not met cannot be activated)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _attack(field_spell):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(1, field_spell)
    table.monster(0, "Gravekeeper's Assailant")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gravekeeper's Assailant", target=ox)
    return duel, s


def _assailant_asked(duel):
    request = duel.request
    return request is not None and request.player == 0 and request.kind == "yes_no"


def test_no_position_change_under_another_field_spell():
    """Player 1's face-up Field Spell is Umi, not Necrovalley (it changes neither monster);
    player 0's Gravekeeper's Assailant (1500 ATK) attacks Battle Ox (Attack Position, 1700
    ATK): player 0 is not asked to use Assailant's effect, Battle Ox stays in Attack Position
    and wins the battle (Assailant destroyed, 200 damage to player 0)."""
    duel, s = _attack("Umi")
    assert not _assailant_asked(duel)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert grave(duel, 0) == ["Gravekeeper's Assailant"] and grave(duel, 1) == []
    assert (duel.players[0].lp, duel.players[1].lp) == (8000 - 200, 8000)


def test_asked_under_necrovalley():
    """The control: with Necrovalley itself face-up, player 0 is asked."""
    duel, s = _attack("Necrovalley")
    assert _assailant_asked(duel)
