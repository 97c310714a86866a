"""Dark Balter the Terrible negates only the monsters it destroyed by battle itself (round 48b's
mutation round).

Dark Balter's text and rulings: the effects of an Effect Monster destroyed by battle with it
are negated. A monster destroyed by battle with another monster of the same player is no
victim of Dark Balter's: its effect in the GY applies."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_sangan_destroyed_by_summoned_skull_beside_dark_balter_still_searches():
    """Q: my Sangan attacks my opponent's Summoned Skull and is destroyed; my opponent also
    controls Dark Balter the Terrible. Is Sangan's effect negated? A: no: Dark Balter did not
    destroy it; I add Celtic Guardian from my Deck to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Sangan")
    table.monster(1, "Dark Balter the Terrible", summon_kind="fusion")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Sangan", target="Summoned Skull")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Sangan"] and hand(duel, 0) == ["Celtic Guardian"]
