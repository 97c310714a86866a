"""Thousand-Eyes Restrict's rulings as Goat players ask them (the GOAT preset).

Sources: the Relinquished / Thousand-Eyes Restrict rulings of the Edison-format archive
(edisonrul.ing/cards/r/relinquished.html, historical and revised lists: the monster taken is
treated as an Equip Spell Card until it leaves the field; "If Sangan is sent to the GY while
equipped to this card, its effect will activate"); the NetRep-era answer quoted on
cogonline.net ("Relinquished/TER mechanics question": Spirit Reaper taken by TER is an Equip
Card, not destroyed by its own effect); Duel Links' Relinquished notes on gamea.co ("when this
card becomes face-down, an equipped monster is sent to the graveyard"); the Goat Control
history on stardustjunction.wordpress.com (Tsukuyomi turns TER face-down, destroying the
card it held, so it can take another once flipped up). Seed 000 §裝備卡 (an Equip Card whose
monster is gone or face-down is destroyed)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _table(victim, p1_hand=(), p1_set=()):
    """Player 0's Thousand-Eyes Restrict (Fusion Summoned earlier) faces player 1's `victim`."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    taken = table.monster(1, victim)
    for name in p1_hand:
        table.hand(1, name)
    for name in p1_set:
        table.spell_trap(1, name)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Kozaky", "Mystical Elf", "Battle Ox"])
    return table, ter, taken


def _takes(table, victim):
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", victim)
    return duel, s


def _equip_cards(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]



def test_a_monster_targeted_by_thousand_eyes_restrict_that_turns_face_down_in_the_chain_goes_to_the_gy():
    """Q: TER targets my opponent's Jinzo; my opponent chains Book of Moon on TER, so TER is
    face-down when its effect resolves: does Jinzo stay on the field? A: no: it cannot be
    equipped and is sent to the GY (Edison-format Relinquished ruling: "If this card is
    flipped face-down/leaves the field before its effect to equip resolves, the target is
    sent to the GY"; the OCG answers the same for Relinquished Anima)."""
    table, ter, _ = _table("Jinzo", p1_set=("Book of Moon",))
    duel, s = _takes(table, "Jinzo")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", ter, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert not ter.card(duel).face_up
    assert field_monsters(duel, 1) == [] and _equip_cards(duel, 0) == []
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Jinzo"]
