"""Enemy Controller's position change needs its target still the opponent's (round 47b's
mutation round).

The card's text (target 1 face-up monster your opponent controls; change its battle position)
and seed 000 §對象: a target whose control changed before the effect resolves is no longer a
legal target (a monster the opponent controls), so its position is not changed."""

from duelist.testing.scenario import Script, Table


def test_enemy_controller_does_not_switch_a_monster_a_chained_enemy_controller_took():
    """Q: I activate Enemy Controller to change my opponent's Battle Ox's position, then chain a
    second Enemy Controller (Tributing my Mystical Elf) to take Battle Ox. A: the second
    resolves first: Battle Ox is mine; the first then does nothing: Battle Ox stays in Attack
    Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Enemy Controller", "Enemy Controller")
    table.monster(0, "Mystical Elf")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.answer(s.options("activate", "Enemy Controller")[0])     # change a position
    s.pick("target", ox)
    while not s.has("activate", "Enemy Controller"):
        s.pick("pass")
    s.answer(s.options("activate", "Enemy Controller")[1])     # Tribute 1, take 1
    s.pick("select", "Mystical Elf", request="select")
    s.pick("target", ox, request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert ox.card(duel).controller == 0 and ox.card(duel).position == "attack"
