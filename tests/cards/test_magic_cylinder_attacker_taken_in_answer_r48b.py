"""Magic Cylinder's target must still be the opponent's monster when it resolves (round 48b's
mutation round).

The card's text (when an opponent's monster declares an attack: target that attacking monster;
negate the attack, and if you do, inflict damage to your opponent equal to its ATK) and seed
000 §對象: a target that no longer fits the card's text when it resolves is not affected. A
monster whose control passed to Magic Cylinder's controller in the chain is no opponent's
attacking monster any more: no damage is dealt."""

from duelist.testing.scenario import Script, Table


def test_magic_cylinder_deals_no_damage_for_an_attacker_taken_by_enemy_controller():
    """Q: my opponent's Battle Ox attacks my Celtic Guardian; I activate Magic Cylinder on it and chain my Set
    Enemy Controller, Tributing Celtic Guardian to take control of Battle Ox. When Magic
    Cylinder resolves, does my opponent take 1700 damage? A: no: Battle Ox is mine now; Magic
    Cylinder does nothing and both players keep 8000 LP."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Magic Cylinder")
    table.spell_trap(0, "Enemy Controller")
    table.deck(0, ["Hitotsu-Me Giant"] * 3)
    table.deck(1, ["Hitotsu-Me Giant"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian", player=1)
    s.pick("activate", "Magic Cylinder", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0, request="target")
    chain = s.expect(request="chain", player=0)
    s.answer([o for o in chain.options if o.name == "Enemy Controller"][1])   # its second effect: Tribute 1, take 1
    s.pick("select", "Celtic Guardian", request="select")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert (duel.players[0].lp, duel.players[1].lp) == (8000, 8000)
