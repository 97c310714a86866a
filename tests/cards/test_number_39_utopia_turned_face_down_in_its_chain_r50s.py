"""Number 39: Utopia's attack negation, answered by Book of Moon. The material is detached as the
cost when the effect is activated; Book of Moon then turns Utopia face-down. An activated monster
effect still resolves after its monster is turned face-down, unless what it does needs that
monster face-up (seed 000: an activated effect resolves as written; Book of Moon negates
nothing): negating the attack does not touch Utopia, so the attack is negated and the player
takes no damage. The material stays detached, and the other stays under the face-down Utopia
(seed 004 §XYZ召唤: a face-down Xyz Monster keeps its materials).

Sources: yugioh-wiki 《月の書》 (chained to a monster's effect it does not negate the effect; only an
effect that needs its monster face-up fails); yugioh-wiki 《No.39 希望皇ホープ》 (the detach is a cost)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

UTOPIA = "Number 39: Utopia"


def test_utopia_turned_face_down_still_negates_the_attack():
    """Q: Blue-Eyes White Dragon attacks my Utopia; I detach Celtic Guardian to negate the attack,
    and my opponent chains Book of Moon on Utopia. A: Utopia is face-down with Battle Ox still
    under it; the attack is negated; I take no damage."""
    table = Table(rules="MR5", turn=3, turn_player=1, phase="battle_step")
    utopia = table.monster(0, UTOPIA, materials=["Celtic Guardian", "Battle Ox"], summon_kind="xyz")
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=utopia, player=1, request="battle")
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Celtic Guardian", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", utopia, player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    card = utopia.card(duel)
    assert card.position == S.FACEDOWN_DEFENSE
    assert [m.name for m in duel.materials_of(card)] == ["Battle Ox"]
    assert any(e["type"] == "attack_negated" for e in duel.log)
    assert duel.players[0].lp == 8000
    assert "Celtic Guardian" in [c.name for c in duel.players[0].grave]
    assert duel.request.kind == "battle"
