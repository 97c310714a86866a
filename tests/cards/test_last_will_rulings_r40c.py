"""Last Will's rulings as the Yugi starter deck raises them (SDY-039): once a monster its
player controlled has gone to their GY this turn, that player may Special Summon from the Deck
1 monster with 1500 or less ATK (once a turn).

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: the card's text (a monster from its player's side of the field, sent to that player's
Graveyard: a card discarded from the hand does not count); the Metagame.com article "Last Will
is broken? When did that happen?" (kperovic.com mirror: "you could tribute your monster for a summon, destroy
it with Torrential Tribute, or ram it headfirst into a stronger monster"; the monster must have
been yours and on your side of the field); yugipedia Card Rulings:Last Will, previously
official rulings (it applies "as long as a monster on your side of the field is (or was) sent
to your Graveyard" that turn: where it is now does not matter). Seed 000 §上級召喚 (a Tribute
is sent from the field to the GY)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _last_will(s, summon):
    """Activate Last Will, accept its summon and take `summon` from the Deck."""
    s.pick("activate", "Last Will")
    _resolve(s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", summon)
    s.pick("option", "Attack Position", request="option")
    _resolve(s)


def test_a_monster_tributed_for_a_tribute_summon_lets_last_will_summon():
    """Q: I Tribute my Celtic Guardian to Tribute Summon Summoned Skull, then activate Last
    Will: A: the Tribute was sent from my field to my GY this turn: I Special Summon Mystical
    Elf from my Deck."""
    table = Table(turn=3)
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Summoned Skull", "Last Will")
    table.deck(0, ["Mystical Elf", "Blue-Eyes White Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Celtic Guardian")
    _resolve(s)
    assert grave(duel, 0) == ["Celtic Guardian"]
    _last_will(s, "Mystical Elf")
    assert field_monsters(duel, 0) == ["Summoned Skull", "Mystical Elf"]


def test_a_monster_discarded_by_card_destruction_gives_last_will_nothing():
    """Q: Card Destruction sent my Celtic Guardian from my hand to my GY; may Last Will summon
    now? A: no: the Guardian never was on my side of the field; Last Will (drawn again)
    resolves without a summon."""
    table = Table(turn=3)
    table.hand(0, "Card Destruction", "Celtic Guardian")
    table.hand(1, "Battle Ox")
    table.deck(0, ["Last Will", "Mystical Elf", "Silver Fang"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction")
    _resolve(s)
    assert "Celtic Guardian" in grave(duel, 0) and hand(duel, 0) == ["Last Will"]
    s.pick("activate", "Last Will")
    _resolve(s)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == []
    assert len(duel.players[0].deck) == 2


def test_last_will_counts_a_monster_sent_to_the_gy_and_revived_since():
    """Q: Dark Hole destroyed my Mystical Elf; I revived it with Monster Reborn; may I still
    use Last Will? A: yes: a monster of mine was sent to my GY this turn; where it is now does
    not matter."""
    table = Table(turn=3)
    table.monster(0, "Mystical Elf")
    table.hand(0, "Dark Hole", "Monster Reborn", "Last Will")
    table.deck(0, ["Silver Fang", "Blue-Eyes White Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _resolve(s)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Mystical Elf")
    _resolve(s)
    s.pick("option", "Defense Position", request="option")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    _last_will(s, "Silver Fang")
    assert field_monsters(duel, 0) == ["Mystical Elf", "Silver Fang"]
