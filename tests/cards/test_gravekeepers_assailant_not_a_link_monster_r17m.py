"""Gravekeeper's Assailant (25262697): "When this card declares an attack: You can target 1
face-up monster your opponent controls; change that target's battle position. You can only
activate this effect while Necrovalley is on the field" (as the engine scripts it). A Link
Monster's battle position can never be changed, and it cannot be the target of an effect
that changes battle positions (seed 001 §連接怪獸: 不能因規則或效果而把表示形式變更, 不會成為
[月之書]等效果的對象).

Ruled here: under Master Rule 5, with Necrovalley on the field, player 0's Gravekeeper's
Assailant attacks Battle Ox; player 1 also controls Proxy Dragon (a Link Monster): only
Battle Ox is offered as the target of Assailant's effect."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_gravekeepers_assailant_cannot_target_a_link_monster():
    """Player 0's turn 3, Battle Step, Master Rule 5: Necrovalley is on player 1's field;
    player 0 controls Gravekeeper's Assailant; player 1 controls Battle Ox and Proxy Dragon.
    Assailant attacks Battle Ox and player 0 uses its effect: the targets offered are Battle
    Ox alone; it resolves on Battle Ox (face-up Defense Position, then destroyed in battle
    with no damage) and Proxy Dragon stays in Attack Position."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Gravekeeper's Assailant")
    ox = table.monster(1, "Battle Ox")
    proxy = table.monster(1, "Proxy Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gravekeeper's Assailant", target=ox)
    s.pick("yes", request="yes_no", player=0)
    assert [o.name for o in s.options("target")] == ["Battle Ox"]
    s.pick("target", "Battle Ox", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    # Battle Ox, switched to Defense Position (1000 DEF), is destroyed by the 2000 ATK
    # Assailant with no damage; Proxy Dragon is untouched
    assert grave(duel, 1) == ["Battle Ox"] and duel.players[1].lp == 8000
    assert proxy.card(duel).position == S.FACEUP_ATTACK
