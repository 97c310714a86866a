"""Tragoedia copies the Level of a monster that has one (round 48c).

Tragoedia's text: target 1 monster in your GY; this card's Level becomes that monster's Level. An
Xyz Monster has a Rank and no Level (seed 000 §エクシーズモンスター), so Number 39: Utopia in the GY
is no target; Battle Ox beside it is."""

from duelist.testing.scenario import Script, Table


def test_tragoedia_does_not_offer_an_xyz_monster_in_the_gy():
    """Q: my GY holds Number 39: Utopia and Battle Ox. Which may Tragoedia's Level effect
    target? A: Battle Ox only: Utopia has no Level."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Tragoedia")
    table.grave(0, "Number 39: Utopia", "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    activations = [o for o in duel.request.options if o.kind == "activate" and o.name == "Tragoedia"]
    s.answer(activations[-1])           # (its last effect: copy a Level)
    assert duel.request.kind == "target"
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]
