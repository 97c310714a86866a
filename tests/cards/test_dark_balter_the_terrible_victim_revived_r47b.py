"""Dark Balter the Terrible negates the monster it destroyed by battle, not that card once it
has come back and left again (round 47b's mutation round).

Dark Balter's text and rulings: the effects of an Effect Monster destroyed by battle with it
are negated; seed 000 §卡片的移動 (a card that moves to another place is a new card: the
Monster Reborn'd Sangan is not the monster that battle destroyed), so when that Sangan is
later Tributed its own "sent from the field to the GY" effect applies again."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_sangan_destroyed_by_dark_balter_revived_then_tributed_searches_again():
    """Q: my Sangan attacks the opponent's Dark Balter the Terrible and is destroyed (its effect
    negated). In Main Phase 2 I Monster Reborn Sangan and Tribute it for Summoned Skull. Does
    Sangan's effect resolve this time? A: yes: this Sangan was not destroyed by Dark Balter; I
    add Celtic Guardian from my Deck to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Sangan")
    table.monster(1, "Dark Balter the Terrible", summon_kind="fusion")
    table.hand(0, "Monster Reborn", "Summoned Skull")
    table.deck(0, ["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Sangan", target="Dark Balter the Terrible")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert grave(duel, 0) == ["Sangan"] and hand(duel, 0) == ["Monster Reborn", "Summoned Skull"]
    s.pick("end_battle")
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Sangan")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Attack Position", request="option")
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Sangan")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Celtic Guardian"]
    assert field_monsters(duel, 0) == ["Summoned Skull"]
