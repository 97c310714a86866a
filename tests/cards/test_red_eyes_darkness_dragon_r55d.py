"""Red-Eyes Darkness Dragon (96561011): never Normal Summoned or Set; its player Special Summons
it from the hand by Tributing 1 Red-Eyes Black Dragon they control; it is 300 ATK stronger for
each Dragon in its controller's GY.

Sources: the card's texts in our words (its first TCG text, SD1-EN001, Structure Deck: Dragon's
Roar: it can only be Special Summoned by Tributing 1 Red-Eyes B. Dragon on your side of the
field, 300 ATK for each Dragon-Type monster in your Graveyard; today's says the same: no ERAS
entry); yugioh-wiki.net 《真紅眼の闇竜》: a summoning procedure (no chain link; not a Tribute
Summon), after which it may be revived (Monster Reborn) once properly summoned, never before; the
gain counts only its controller's GY (the Tributed Red-Eyes included) and is a continuous effect
on the field (Skill Drain negates it); seed 000 §特殊召喚 (a monster with a summoning condition
must first be summoned by it)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

DARKNESS = "Red-Eyes Darkness Dragon"
REBD = "Red-Eyes Black Dragon"


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def _summon(duel, tribute=REBD):
    s = Script(duel)
    s.pick("special_summon", DARKNESS, request="idle")
    s.pick("select", tribute, player=0)
    _attack_position(s)
    return s


def _attack_position(s):
    """Its player picks the position of the Special Summon: face-up Attack Position."""
    s.answer([o for o in s.duel.request.options if o.label == "Option Attack Position"][0])


def test_red_eyes_darkness_dragon_is_summoned_by_tributing_red_eyes():
    """Q: I Tribute my Red-Eyes Black Dragon to Special Summon Red-Eyes Darkness Dragon from my
    hand; Koumori Dragon is already in my GY, Blue-Eyes White Dragon in my opponent's. A: it is on
    my field; Red-Eyes Black Dragon is in my GY; its ATK is 2400 + 2 x 300 = 3000 (my two Dragons;
    my opponent's Blue-Eyes does not count). My Normal Summon is still unused."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    darkness = table.hand(0, DARKNESS)
    table.monster(0, REBD)
    table.grave(0, "Koumori Dragon")
    table.grave(1, "Blue-Eyes White Dragon")
    duel = table.build()
    _summon(duel)
    assert field_monsters(duel, 0) == [DARKNESS] and grave(duel, 0) == ["Koumori Dragon", REBD]
    assert darkness.card(duel).location == S.MZONE
    assert _atk(duel, darkness) == 3000
    assert duel.players[0].normal_summons == 0


def test_red_eyes_darkness_dragon_needs_a_red_eyes_black_dragon():
    """Q: I control Blue-Eyes White Dragon, not Red-Eyes Black Dragon: may I Summon or Set Red-Eyes
    Darkness Dragon? A: no: it is never Normal Summoned or Set (not even with 2 Tributes), and its
    procedure needs a Red-Eyes Black Dragon: no option offers it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, DARKNESS)
    table.monster(0, "Blue-Eyes White Dragon")
    table.monster(0, "Koumori Dragon")
    duel = table.build()
    assert [o for o in duel.request.options if o.name == DARKNESS] == []


def test_red_eyes_darkness_dragon_is_revived_only_once_properly_summoned():
    """Q: may I revive Red-Eyes Darkness Dragon with Monster Reborn? A: not when it went to the GY
    from my hand (discarded: never properly summoned), so Monster Reborn takes only my Red-Eyes
    Black Dragon there; once it was properly summoned (by its procedure) and sent to the GY, yes."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, DARKNESS, REBD)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    assert [o.name for o in duel.request.options if o.kind == "target"] == [REBD]

    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    dragon = table.grave(0, DARKNESS)
    table.properly_summoned(dragon)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", DARKNESS)
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        _attack_position(s)
    assert field_monsters(duel, 0) == [DARKNESS]


def test_red_eyes_darkness_dragon_gain_is_negated_by_skill_drain():
    """Q: my Red-Eyes Darkness Dragon faces my opponent's face-up Skill Drain, with 3 Dragons in my
    GY. A: its gain is an effect of a face-up monster on the field: negated, 2400 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    darkness = table.monster(0, DARKNESS, summon_kind="proc")
    table.grave(0, REBD, "Koumori Dragon", "Blue-Eyes White Dragon")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert _atk(duel, darkness) == 2400
