"""Dark Balter the Terrible negates only a monster it destroys by battle (round 48b's mutation
round).

Dark Balter's text and rulings (the effects of an Effect Monster destroyed by battle with it
are negated): Spirit Reaper, which cannot be destroyed by battle, is not destroyed when it
battles Dark Balter, so its effects are not negated and it stays on the field."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_dark_balter_attacking_spirit_reaper_leaves_it_on_the_field():
    """Q: my Dark Balter the Terrible (2000 ATK) attacks my opponent's Spirit Reaper (300 ATK) in
    Attack Position. Is Spirit Reaper destroyed? A: no: it cannot be destroyed by battle, and
    Dark Balter negates only what it destroys; my opponent takes 1700 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Balter the Terrible", summon_kind="fusion")
    table.monster(1, "Spirit Reaper")
    table.deck(0, ["Battle Ox"] * 2)
    table.deck(1, ["Battle Ox"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Balter the Terrible", target="Spirit Reaper")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Spirit Reaper"] and duel.players[1].lp == 8000 - 1700
