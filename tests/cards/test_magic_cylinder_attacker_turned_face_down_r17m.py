"""Magic Cylinder (62279055): "When an opponent's monster declares an attack: Target the
attacking monster; negate the attack, and if you do, inflict damage to your opponent equal
to its ATK." The target is checked again as the card resolves (seed 004 §连锁和咒文速度, the
last link resolves first): an attacker turned face-down in answer is no longer a face-up
monster of the opponent's, its attack ends (a face-down monster does not battle: seed 004
§战斗阶段中的卷回), and with no attack negated no damage is inflicted.

Ruled here: player 1's Summoned Skull attacks; player 0 activates Magic Cylinder targeting
it; player 1 chains Book of Moon on their own Summoned Skull. Book of Moon resolves first
(Summoned Skull face-down Defense); Magic Cylinder then does nothing: both players keep 8000
LP and the attack is over."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_magic_cylinder_inflicts_no_damage_once_the_attacker_is_turned_face_down():
    """Player 1's turn 4, Battle Step: player 1 controls Summoned Skull (2500 ATK) and has
    Book of Moon Set on an earlier turn; player 0 controls Celtic Guardian and has Magic
    Cylinder Set. Summoned Skull attacks Celtic Guardian; player 1 passes, player 0
    activates Magic Cylinder targeting Summoned Skull, player 1 chains Book of Moon on it.
    Afterwards Summoned Skull is face-down in Defense Position, no damage was inflicted (8000
    LP each), both cards are in their GYs, Celtic Guardian is still on the field, and player
    1 is back at the Battle Step."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Magic Cylinder")
    guardian = table.monster(0, "Celtic Guardian")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Celtic Guardian")
    s.pick("pass", player=1, request="chain")
    s.pick("activate", "Magic Cylinder", player=0)
    s.pick("target", "Summoned Skull", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert skull.card(duel).position == S.FACEDOWN_DEFENSE
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 0) == ["Magic Cylinder"] and grave(duel, 1) == ["Book of Moon"]
    assert guardian.card(duel).location == S.MZONE
    assert not [e for e in duel.log if e["type"] in ("attack_negated", "damage")]
    assert duel.request.kind == "battle" and duel.request.player == 1
